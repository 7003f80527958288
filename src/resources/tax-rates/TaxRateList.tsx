import {
  ChipField,
  DataTable,
  List,
  ReferenceArrayField,
  SearchInput,
  SingleFieldList,
  useLocaleState,
} from "react-admin";
import { localeInfo } from "../../i18n/locales";
import { BulkArchiveButton, ListActions } from "../settings/SettingsParts";
import { archivedFilter } from "../settings/settingsFilters";
import { formatPercent } from "../settings/settingsModel";
import type { TaxRate } from "./taxRateModel";

const Column = DataTable.Col<TaxRate>;

const taxRateFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  archivedFilter,
];

const Percent = ({ record }: { record: TaxRate }) => {
  const [locale] = useLocaleState();
  return (
    <bdi dir="ltr">
      {formatPercent(record.rate_pct, localeInfo(locale).tag)}
    </bdi>
  );
};

/** The locations that use a rate as their default, as chips. */
const DefaultLocations = ({ source }: { source: keyof TaxRate }) => (
  <ReferenceArrayField
    source={source}
    reference="locations"
    queryOptions={{ meta: { options: true } }}
  >
    <SingleFieldList linkType={false}>
      <ChipField source="name" size="small" />
    </SingleFieldList>
  </ReferenceArrayField>
);

export const TaxRateList = () => (
  <List
    filters={taxRateFilters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<BulkArchiveButton />}>
      <Column source="name" />
      <Column
        source="rate_pct"
        render={(record) => <Percent record={record} />}
      />
      <Column source="default_service_location_ids" disableSort>
        <DefaultLocations source="default_service_location_ids" />
      </Column>
      <Column source="default_product_location_ids" disableSort>
        <DefaultLocations source="default_product_location_ids" />
      </Column>
    </DataTable>
  </List>
);

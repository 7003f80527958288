import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  BooleanField,
  CreateButton,
  FilterButton,
  DataTable,
  List,
  ReferenceField,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { PriceRange } from "./PriceRange";
import { DepositText } from "./DepositText";
import { ServiceListMobile } from "./ServiceListMobile";
import { Swatch } from "./AreaParts";
import { formatDurationRange } from "./serviceModel";
import type { Service } from "./serviceTypes";
import { serviceFilters } from "./serviceFilters";
import { ServiceMenuGroups } from "./ServiceMenuGroups";
import { MENU_SORT } from "./serviceMenuModel";

const Column = DataTable.Col<Service>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Durations = ({ record }: { record: Service }) => {
  const translate = useTranslate();
  return (
    <>
      {formatDurationRange(record.duration_min, record.duration_max, translate)}
    </>
  );
};

/** The services as a table; under a treatment type heading, without its column. */
const ServiceTable = ({ grouped }: { grouped: boolean }) => (
  <DataTable>
    <Column
      source="colour"
      disableSort
      render={(record) => <Swatch colour={record.colour} />}
    />
    <Column source="name" />
    {grouped ? null : (
      <Column source="treatment_type_id">
        <ReferenceField
          source="treatment_type_id"
          reference="treatment-types"
          link={false}
        >
          <TextField source="name" />
        </ReferenceField>
      </Column>
    )}
    <Column
      source="duration_min"
      label="resources.services.fields.durations"
      disableSort
      render={(record) => <Durations record={record} />}
    />
    <Column
      source="price_min"
      label="resources.services.fields.price_range"
      disableSort
      render={(record) => <PriceRange record={record} />}
    />
    <Column
      source="deposit_type"
      render={(record) => <DepositText record={record} />}
    />
    <Column source="online_booking_enabled">
      <BooleanField source="online_booking_enabled" />
    </Column>
  </DataTable>
);

/**
 * In display order the list reads like a service menu, grouped by treatment
 * type; sorted by a column it is one table.
 */
const ServiceListBody = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  const { sort } = useListContext();
  const grouped = sort.field === MENU_SORT.field;
  const body = small ? (
    <ServiceListMobile />
  ) : (
    <ServiceTable grouped={grouped} />
  );
  return grouped ? <ServiceMenuGroups>{body}</ServiceMenuGroups> : body;
};

export const ServiceList = () => (
  <List
    filters={serviceFilters}
    actions={<ListActions />}
    sort={MENU_SORT}
    perPage={50}
  >
    <ServiceListBody />
  </List>
);

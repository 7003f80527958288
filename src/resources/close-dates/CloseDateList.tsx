import {
  BulkDeleteButton,
  ChipField,
  DataTable,
  DateInput,
  List,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SingleFieldList,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ListActions } from "../settings/SettingsParts";
import type { CloseDate } from "./closeDateModel";

const Column = DataTable.Col<CloseDate>;
const OPTIONS = { meta: { options: true } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={OPTIONS}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="on_or_after" source="on_or_after" />,
  <DateInput key="on_or_before" source="on_or_before" />,
];

export const CloseDateList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: "start_date", order: "DESC" }}
    perPage={25}
  >
    <DataTable
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <Column source="start_date">
        <DateTimeField source="start_date" />
      </Column>
      <Column source="end_date">
        <DateTimeField source="end_date" />
      </Column>
      <Column source="description" />
      <Column source="location_ids" disableSort>
        <ReferenceArrayField
          source="location_ids"
          reference="locations"
          queryOptions={OPTIONS}
        >
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </Column>
    </DataTable>
  </List>
);

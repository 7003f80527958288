import {
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { BulkArchiveButton, ListActions } from "../settings/SettingsParts";
import { archivedFilter } from "../settings/settingsFilters";
import { statusChoices, typeChoices, type Device } from "./deviceModel";

const Column = DataTable.Col<Device>;
const OPTIONS = { meta: { options: true } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={OPTIONS}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  archivedFilter,
];

export const DeviceList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<BulkArchiveButton />}>
      <Column source="name" />
      <Column source="type">
        <SelectField source="type" choices={typeChoices} />
      </Column>
      <Column
        source="serial_number"
        render={(r) => <bdi dir="ltr">{r.serial_number}</bdi>}
      />
      <Column source="location_id">
        <ReferenceField
          source="location_id"
          reference="locations"
          link={false}
          queryOptions={OPTIONS}
        >
          <TextField source="name" />
        </ReferenceField>
      </Column>
      <Column source="status">
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column source="last_seen_at">
        <DateTimeField source="last_seen_at" showTime />
      </Column>
    </DataTable>
  </List>
);

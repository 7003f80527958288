import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from "react-admin";
import { BulkArchiveButton, ListActions } from "../settings/SettingsParts";
import { archivedFilter } from "../settings/settingsFilters";
import { memberName, type Department } from "./departmentModel";

const Column = DataTable.Col<Department>;
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
  archivedFilter,
];

const LocationCell = ({ record }: { record: Department }) => {
  const translate = useTranslate();
  return record.location_id ? (
    <ReferenceField
      source="location_id"
      reference="locations"
      link={false}
      queryOptions={OPTIONS}
    >
      <TextField source="name" />
    </ReferenceField>
  ) : (
    <>{translate("resources.departments.all_locations")}</>
  );
};

export const DepartmentList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<BulkArchiveButton />}>
      <Column source="name" />
      <Column
        source="location_id"
        render={(record) => <LocationCell record={record} />}
      />
      <Column source="manager_team_member_id">
        <ReferenceField
          source="manager_team_member_id"
          reference="team-members"
          link={false}
          queryOptions={OPTIONS}
        >
          <FunctionField render={memberName} />
        </ReferenceField>
      </Column>
    </DataTable>
  </List>
);

import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from "react-admin";
import { ListActions } from "../settings/SettingsParts";
import { calculateOnChoices, type TipSetting } from "./tipSettingModel";

const Column = DataTable.Col<TipSetting>;

const filters = [
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={{ meta: { options: true } }}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export const TipSettingList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: "location_id", order: "ASC" }}
    perPage={25}
  >
    <DataTable
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <Column source="location_id">
        <ReferenceField
          source="location_id"
          reference="locations"
          link={false}
          queryOptions={{ meta: { options: true } }}
        >
          <TextField source="name" />
        </ReferenceField>
      </Column>
      <Column source="enabled">
        <BooleanField source="enabled" />
      </Column>
      <Column
        source="suggested_pct"
        disableSort
        render={(r) => (
          <bdi dir="ltr">
            {r.suggested_pct.map((p) => `${p} %`).join(" · ")}
          </bdi>
        )}
      />
      <Column source="allow_custom">
        <BooleanField source="allow_custom" />
      </Column>
      <Column source="calculate_on">
        <SelectField source="calculate_on" choices={calculateOnChoices} />
      </Column>
    </DataTable>
  </List>
);

import {
  DataTable,
  DateInput,
  List,
  SelectField,
  SelectInput,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import {
  MemberName,
  TeamBulkDelete,
  TeamListActions,
  TeamListEmpty,
} from "../team-members/TeamParts";
import { WeekGridButton } from "../shift-patterns/ShiftPatternList";
import { memberLocationFilters } from "../shift-patterns/shiftPatternFilters";
import { typeChoices, type TimeOff } from "./timeOffModel";

const Column = DataTable.Col<TimeOff>;

const filters = [
  memberLocationFilters[0],
  <SelectInput
    key="type"
    source="type"
    choices={typeChoices}
    label="resources.time-off.fields.type"
  />,
  <DateInput
    key="end_at_gte"
    source="end_at_gte"
    label="resources.time-off.filters.from"
  />,
  <DateInput
    key="start_at_lte"
    source="start_at_lte"
    label="resources.time-off.filters.to"
  />,
];

export const TimeOffList = () => (
  <List
    filters={filters}
    actions={
      <TeamListActions>
        <WeekGridButton />
      </TeamListActions>
    }
    empty={<TeamListEmpty />}
    sort={{ field: "start_at", order: "DESC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<TeamBulkDelete />}>
      <Column source="team_member_id">
        <MemberName />
      </Column>
      <Column source="start_at">
        <DateTimeField source="start_at" showTime />
      </Column>
      <Column source="end_at">
        <DateTimeField source="end_at" showTime />
      </Column>
      <Column source="type">
        <SelectField source="type" choices={typeChoices} />
      </Column>
      <Column source="note" />
    </DataTable>
  </List>
);

import {
  DataTable,
  List,
  SelectField,
  SelectInput,
  useRecordContext,
} from "react-admin";
import { DateTimeField, DayEdgeInput } from "../../components/dates";
import {
  MemberName,
  TeamBulkDelete,
  TeamListActions,
} from "../team-members/TeamParts";
import { WeekGridButton } from "../shift-patterns/ShiftPatternList";
import { memberLocationFilters } from "../shift-patterns/shiftPatternFilters";
import { typeChoices, type TimeOff } from "./timeOffModel";
import { useMemberLocations } from "./useMemberLocations";

const Column = DataTable.Col<TimeOff>;

/** A time of the row on the clock of its member's location (or the business's). */
const MemberClock = ({ source }: { source: string }) => {
  const record = useRecordContext<TimeOff>();
  const zoneOf = useMemberLocations(record?.team_member_id);
  return <DateTimeField source={source} showTime zoneOf={zoneOf} />;
};

const filters = [
  memberLocationFilters[0],
  <SelectInput
    key="type"
    source="type"
    choices={typeChoices}
    label="resources.time-off.fields.type"
  />,
  <DayEdgeInput
    key="end_at_gte"
    source="end_at_gte"
    edge="start"
    label="resources.time-off.filters.from"
  />,
  <DayEdgeInput
    key="start_at_lte"
    source="start_at_lte"
    edge="end"
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
    sort={{ field: "start_at", order: "DESC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<TeamBulkDelete />}>
      <Column source="team_member_id">
        <MemberName />
      </Column>
      <Column source="start_at">
        <MemberClock source="start_at" />
      </Column>
      <Column source="end_at">
        <MemberClock source="end_at" />
      </Column>
      <Column source="type">
        <SelectField source="type" choices={typeChoices} />
      </Column>
      <Column source="note" />
    </DataTable>
  </List>
);

import Button from "@mui/material/Button";
import CalendarViewWeekIcon from "@mui/icons-material/CalendarViewWeek";
import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  TextField,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { Link } from "react-router-dom";
import {
  MemberName,
  TeamBulkDelete,
  TeamListActions,
} from "../team-members/TeamParts";
import { OPTIONS } from "../team-members/teamMemberModel";
import { shiftPatternFilters } from "./shiftPatternFilters";
import { openDays } from "../../components/weekHours";
import type { ShiftPattern } from "./shiftModel";

const Column = DataTable.Col<ShiftPattern>;

/** Back to the week grid of /teams/working-hours. */
export const WeekGridButton = () => {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to="/teams/working-hours"
      size="small"
      startIcon={<CalendarViewWeekIcon />}
    >
      {translate("resources.shift-patterns.grid.title")}
    </Button>
  );
};

const Days = ({ record }: { record: ShiftPattern }) => {
  const translate = useTranslate();
  return (
    <>
      {openDays(record.weeks)
        .map((d) => translate(`resources.shift-patterns.days_short.${d}`))
        .join(", ")}
    </>
  );
};

export const ShiftPatternList = () => (
  <List
    filters={shiftPatternFilters}
    actions={
      <TeamListActions>
        <WeekGridButton />
      </TeamListActions>
    }
    sort={{ field: "start_date", order: "DESC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<TeamBulkDelete />}>
      <Column source="team_member_id">
        <MemberName />
      </Column>
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
      <Column source="start_date">
        <DateTimeField source="start_date" />
      </Column>
      <Column source="end_date">
        <DateTimeField source="end_date" emptyText="—" />
      </Column>
      <Column source="repeat_weeks" />
      <Column source="weeks" disableSort>
        <FunctionField<ShiftPattern>
          render={(record) => <Days record={record} />}
        />
      </Column>
    </DataTable>
  </List>
);

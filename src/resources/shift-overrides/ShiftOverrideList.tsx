import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  TextField,
  useTranslate,
} from "react-admin";
import { DateTimeField, useLocaleTag } from "../../components/dates";
import {
  MemberName,
  TeamBulkDelete,
  TeamListActions,
} from "../team-members/TeamParts";
import { OPTIONS } from "../team-members/teamMemberModel";
import { WeekGridButton } from "../shift-patterns/ShiftPatternList";
import { memberLocationFilters } from "../shift-patterns/shiftPatternFilters";
import { formatIntervals } from "../../components/weekHours";
import type { ShiftOverride } from "../shift-patterns/shiftModel";
import { DateInput } from "react-admin";

const Column = DataTable.Col<ShiftOverride>;

const filters = [
  ...memberLocationFilters,
  <DateInput
    key="date_gte"
    source="date_gte"
    label="resources.shift-overrides.filters.from"
  />,
  <DateInput
    key="date_lte"
    source="date_lte"
    label="resources.shift-overrides.filters.to"
  />,
];

const Hours = ({ record }: { record: ShiftOverride }) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  return record.intervals.length ? (
    <bdi dir="ltr">{formatIntervals(record.intervals, tag)}</bdi>
  ) : (
    <>{translate("resources.shift-overrides.fields.day_off")}</>
  );
};

export const ShiftOverrideList = () => (
  <List
    filters={filters}
    actions={
      <TeamListActions>
        <WeekGridButton />
      </TeamListActions>
    }
    sort={{ field: "date", order: "DESC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<TeamBulkDelete />}>
      <Column source="date">
        <DateTimeField source="date" />
      </Column>
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
      <Column source="intervals" disableSort>
        <FunctionField<ShiftOverride>
          render={(record) => <Hours record={record} />}
        />
      </Column>
      <Column source="note" />
    </DataTable>
  </List>
);

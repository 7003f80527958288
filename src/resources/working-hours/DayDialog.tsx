import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import {
  CreateBase,
  DeleteButton,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import type { TeamMember } from "../../types";
import { teamMemberName } from "../team-members/teamMemberModel";
import { ShiftOverrideInputs } from "../shift-overrides/ShiftOverrideInputs";
import { formatIntervals } from "../../components/weekHours";
import {
  formatDay,
  todayIn,
  useBusinessTimeZone,
  useLocaleTag,
} from "../../components/dates";
import {
  overrideFormValues,
  transformShiftOverride,
  validateShiftOverride,
} from "../shift-patterns/shiftModel";
import type { WorkingDay } from "./workingTimeModel";

export interface DayTarget {
  member: TeamMember;
  date: string;
  day: WorkingDay;
  /** Location of a new override: the pattern's, else the member's first. */
  locationId?: number;
}

/** Edit one member's day: an override (other hours or a day off), or open the pattern. */
export const DayDialog = ({
  target,
  onClose,
}: {
  target: DayTarget | null;
  onClose: (changed: boolean) => void;
}) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const today = todayIn(useBusinessTimeZone());
  if (!target) return null;
  const { member, date, day } = target;
  const override = day.override;
  const done = { onSuccess: () => onClose(true) };
  const toolbar = (
    <Toolbar sx={{ justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
      <SaveButton alwaysEnable />
      {override ? (
        <DeleteButton
          mutationMode="pessimistic"
          redirect={false}
          label="resources.shift-patterns.grid.remove_override"
          mutationOptions={done}
        />
      ) : null}
    </Toolbar>
  );
  const form = (record: object) => (
    <SimpleForm
      record={record}
      validate={validateShiftOverride}
      toolbar={toolbar}
    >
      <ShiftOverrideInputs fixed />
    </SimpleForm>
  );
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="day-dialog-title"
    >
      <DialogTitle id="day-dialog-title">
        {translate("resources.shift-patterns.grid.day_title", {
          name: teamMemberName(member),
          date: formatDay(date, tag),
        })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.shift-patterns.grid.source.${day.source}`)}
          {day.intervals.length ? (
            <>
              {" · "}
              <bdi dir="ltr">{formatIntervals(day.intervals, tag)}</bdi>
            </>
          ) : null}
        </Typography>
        {override ? (
          <EditBase
            resource="shift-overrides"
            id={override.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={transformShiftOverride}
            mutationOptions={done}
          >
            {form(overrideFormValues(override))}
          </EditBase>
        ) : (
          <CreateBase
            resource="shift-overrides"
            redirect={false}
            transform={transformShiftOverride}
            mutationOptions={done}
          >
            {form({
              team_member_id: member.id,
              location_id: target.locationId,
              date,
              day_off: false,
              intervals: day.intervals.length
                ? day.intervals
                : [{ start: "09:00", end: "17:00" }],
            })}
          </CreateBase>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {day.pattern ? (
          <Button component={Link} to={`/shift-patterns/${day.pattern.id}`}>
            {translate("resources.shift-patterns.grid.edit_pattern")}
          </Button>
        ) : (
          <Button
            component={Link}
            to="/shift-patterns/create"
            state={{
              record: {
                team_member_id: member.id,
                location_id: target.locationId,
                // A pattern starts today at the earliest, not on a past day.
                start_date: date < today ? today : date,
              },
            }}
          >
            {translate("resources.shift-patterns.grid.add_pattern")}
          </Button>
        )}
        <Button onClick={() => onClose(false)}>
          {translate("ra.action.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

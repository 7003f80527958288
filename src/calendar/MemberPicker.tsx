import GroupIcon from "@mui/icons-material/Group";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslate } from "react-admin";

const T = "resources.appointments.calendar";
const F = "resources.appointments.fields";

export interface Option {
  id: number;
  name: string;
}

export interface MemberChoiceProps {
  /** Everyone the day could show (who takes bookings, or is booked). */
  members: Option[];
  /** Null: all of them. */
  chosen: readonly number[] | null;
  onChoose: (ids: number[] | null) => void;
  departments: Option[];
  department: number | null;
  onDepartment: (id: number | null) => void;
}

/** The department and the members the calendar shows; the choice of members is kept (useCalendarPlace). */
export const MemberChoice = ({
  members,
  chosen,
  onChoose,
  departments,
  department,
  onDepartment,
}: MemberChoiceProps) => {
  const translate = useTranslate();
  const shown = new Set(chosen ?? members.map((m) => m.id));
  const toggle = (id: number) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    const ids = members.map((m) => m.id).filter((m) => next.has(m));
    onChoose(ids.length === members.length ? null : ids);
  };
  const headingId = useId();
  return (
    <Box sx={{ display: "grid", gap: 1.5, p: 2, minWidth: 240 }}>
      {departments.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate(`${F}.department`)}
          value={department ?? ""}
          onChange={(e) =>
            onDepartment(e.target.value === "" ? null : Number(e.target.value))
          }
        >
          <MenuItem value="">{translate(`${T}.all_departments`)}</MenuItem>
          {departments.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography id={headingId} variant="subtitle2" component="h2">
        {translate(`${T}.members_heading`)}
      </Typography>
      <FormGroup aria-labelledby={headingId}>
        {members.map((m) => (
          <FormControlLabel
            key={m.id}
            control={
              <Checkbox
                size="small"
                checked={shown.has(m.id)}
                onChange={() => toggle(m.id)}
              />
            }
            label={m.name}
          />
        ))}
      </FormGroup>
      <Button
        size="small"
        disabled={chosen === null}
        onClick={() => onChoose(null)}
      >
        {translate(`${T}.members_everyone`)}
      </Button>
    </Box>
  );
};

/** A toolbar button naming whom the calendar shows, opening MemberChoice. */
export const MemberPicker = (props: MemberChoiceProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { members, chosen } = props;
  const count = chosen === null ? members.length : chosen.length;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<GroupIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: "nowrap", flex: "none" }}
      >
        {chosen === null && props.department === null
          ? translate(`${T}.members_all`)
          : translate(`${T}.members_some`, {
              count,
              total: members.length,
            })}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": translate(`${T}.members_title`),
          },
        }}
      >
        <MemberChoice {...props} />
      </Popover>
    </>
  );
};

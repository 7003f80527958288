import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useTranslate } from "react-admin";
import type { CalendarView } from "./useCalendarView";

const T = "resources.appointments.calendar";
const F = "resources.appointments.fields";

export interface Option {
  id: number;
  name: string;
}

export interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  title: string;
  locations: Option[];
  departments: Option[];
  subjects: Option[];
  onChange: (change: Partial<CalendarView>) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
}

/** Date navigation, view switches and filters above the grid. */
export const CalendarToolbar = ({
  view,
  date,
  title,
  locations,
  departments,
  subjects,
  onChange,
  onStep,
  onToday,
}: CalendarToolbarProps) => {
  const translate = useTranslate();
  const rtl = useTheme().direction === "rtl";
  const flip = rtl ? { transform: "scaleX(-1)" } : undefined;
  const week = view.mode === "week";
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.view`)}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
        alignItems: "center",
        py: 1,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <IconButton
          onClick={() => onStep(-1)}
          aria-label={translate(
            week ? `${T}.previous_week` : `${T}.previous_day`,
          )}
        >
          <ChevronLeftIcon sx={flip} />
        </IconButton>
        <Button variant="outlined" onClick={onToday}>
          {translate(`${T}.today`)}
        </Button>
        <IconButton
          onClick={() => onStep(1)}
          aria-label={translate(week ? `${T}.next_week` : `${T}.next_day`)}
        >
          <ChevronRightIcon sx={flip} />
        </IconButton>
      </Box>
      <Typography
        component="h1"
        variant="h6"
        sx={{ flex: "1 1 12rem", minWidth: 0 }}
      >
        {title}
      </Typography>
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        sx={{ width: 180 }}
        label={translate(`${F}.date`)}
        value={date}
        onChange={(e) => e.target.value && onChange({ date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.mode}
        aria-label={translate(`${T}.view`)}
        onChange={(_, mode) => mode && onChange({ mode })}
      >
        <ToggleButton value="day">{translate(`${T}.day`)}</ToggleButton>
        <ToggleButton value="week">{translate(`${T}.week`)}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.by}
        aria-label={translate(`${T}.columns`)}
        onChange={(_, by) => by && onChange({ by, subject: null })}
      >
        <ToggleButton value="member">
          {translate(`${T}.by_member`)}
        </ToggleButton>
        <ToggleButton value="resource">
          {translate(`${T}.by_resource`)}
        </ToggleButton>
      </ToggleButtonGroup>
      {locations.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate(`${F}.location`)}
          value={view.location ?? locations[0]?.id ?? ""}
          onChange={(e) =>
            onChange({ location: Number(e.target.value), subject: null })
          }
          sx={{ minWidth: 140 }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {view.by === "member" &&
        view.mode === "day" &&
        departments.length > 0 && (
          <TextField
            select
            size="small"
            label={translate(`${F}.department`)}
            value={view.department ?? ""}
            onChange={(e) =>
              onChange({
                department:
                  e.target.value === "" ? null : Number(e.target.value),
              })
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{translate(`${T}.all_departments`)}</MenuItem>
            {departments.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      {week && subjects.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate(
            view.by === "member" ? `${F}.team_member_id` : `${F}.resource_id`,
          )}
          value={view.subject ?? subjects[0].id}
          onChange={(e) => onChange({ subject: Number(e.target.value) })}
          sx={{ minWidth: 160 }}
        >
          {subjects.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
};

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useState, type ReactNode } from "react";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { CHECKOUT_PATH } from "../checkout";
import { CHECKOUT_SERVICES } from "../checkout/access";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import {
  MemberChoice,
  MemberPicker,
  type MemberChoiceProps,
  type Option,
} from "./MemberPicker";
import type { CalendarView } from "./useCalendarView";

const T = "resources.appointments.calendar";
const F = "resources.appointments.fields";

export type { Option };

export interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  title: string;
  /** One column at a time, a one-row bar with the rest behind "View options". */
  phone: boolean;
  locations: Option[];
  location: number | null;
  onLocation: (id: number) => void;
  /** Whom the calendar shows (members by department and choice). */
  members: Omit<MemberChoiceProps, "department" | "onDepartment">;
  onChange: (change: Partial<CalendarView>) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  /** The search button (CalendarSearch). */
  search: ReactNode;
  /** The day sheet's print button (DayPrint). */
  print?: ReactNode;
  /** The statuses' and colours' legend (StatusLegend). */
  legend?: ReactNode;
  /** The day's takings at the location (DayTakings): in the row, or in a phone's view options. */
  takings?: ReactNode;
}

/** Date navigation, view switches and filters above the grid, in one row (issue 23). */
export const CalendarToolbar = (props: CalendarToolbarProps) => {
  const { view, title, phone, onChange, onStep, onToday } = props;
  const translate = useTranslate();
  const rtl = useTheme().direction === "rtl";
  const flip = rtl ? { transform: "scaleX(-1)" } : undefined;
  const [options, setOptions] = useState(false);
  const week = view.mode === "week";
  const controls = <ViewControls {...props} stacked={phone} />;
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.view`)}
      sx={{
        display: "flex",
        flexWrap: phone ? "nowrap" : "wrap",
        gap: 1,
        alignItems: "center",
        py: 0.5,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", flex: "none" }}>
        <IconButton
          onClick={() => onStep(-1)}
          aria-label={translate(
            week ? `${T}.previous_week` : `${T}.previous_day`,
          )}
        >
          <ChevronLeftIcon sx={flip} />
        </IconButton>
        {!phone && (
          <Button variant="outlined" size="small" onClick={onToday}>
            {translate(`${T}.today`)}
          </Button>
        )}
        <IconButton
          onClick={() => onStep(1)}
          aria-label={translate(week ? `${T}.next_week` : `${T}.next_day`)}
        >
          <ChevronRightIcon sx={flip} />
        </IconButton>
      </Box>
      <Typography
        component="h1"
        variant={phone ? "subtitle1" : "h6"}
        noWrap
        title={typeof title === "string" ? title : undefined}
        // The date is also in the date field: the heading gives way first.
        sx={{
          flex: phone ? "1 1 8rem" : "1 1 0",
          minWidth: 0,
          fontWeight: 500,
        }}
      >
        {title}
      </Typography>
      {phone ? (
        <>
          {props.search}
          {props.print}
          {props.legend}
          <IconButton
            aria-label={translate(`${T}.options`)}
            onClick={() => setOptions(true)}
          >
            <TuneIcon />
          </IconButton>
          <Dialog
            open={options}
            onClose={() => setOptions(false)}
            fullWidth
            aria-labelledby="calendar-options-title"
          >
            <DialogTitle id="calendar-options-title">
              {translate(`${T}.options`)}
            </DialogTitle>
            <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
              <Button
                variant="outlined"
                onClick={() => {
                  onToday();
                  setOptions(false);
                }}
              >
                {translate(`${T}.today`)}
              </Button>
              {controls}
              {props.takings}
              {view.by === "member" && (
                <MemberChoice
                  {...props.members}
                  department={view.department}
                  onDepartment={(department) => onChange({ department })}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOptions(false)}>
                {translate(`${T}.done`)}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      ) : (
        <>
          {controls}
          {view.by === "member" && (
            <MemberPicker
              {...props.members}
              department={view.department}
              onDepartment={(department) => onChange({ department })}
            />
          )}
          {props.search}
          {props.print}
          {props.legend}
          {props.takings}
        </>
      )}
    </Box>
  );
};

/** The date, day or week, team or resources, and the location. */
const ViewControls = ({
  view,
  date,
  locations,
  location,
  onLocation,
  onChange,
  stacked,
}: CalendarToolbarProps & { stacked: boolean }) => {
  const translate = useTranslate();
  const subject = useAccessSubject();
  return (
    <>
      <TextField
        type="date"
        size="small"
        fullWidth={stacked}
        sx={stacked ? undefined : { width: 150, flex: "none" }}
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
        sx={{ flex: "none" }}
      >
        <ToggleButton value="day">{translate(`${T}.day`)}</ToggleButton>
        <ToggleButton value="week">{translate(`${T}.week`)}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.by}
        aria-label={translate(`${T}.columns`)}
        onChange={(_, by) => by && onChange({ by })}
        sx={{ flex: "none" }}
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
          fullWidth={stacked}
          label={translate(`${F}.location`)}
          value={location ?? ""}
          onChange={(e) => onLocation(Number(e.target.value))}
          sx={stacked ? undefined : { width: 170, flex: "none" }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {canAccessServices(subject, CHECKOUT_SERVICES) && (
        <Button
          component={Link}
          to={`${CHECKOUT_PATH}${location ? `?location_id=${location}` : ""}`}
          variant="outlined"
          size="small"
          sx={{ flex: "none" }}
        >
          {translate("resources.checkout.new_sale")}
        </Button>
      )}
    </>
  );
};

import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { useGetList, useTranslate } from "react-admin";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { formatDay, formatTime, todayIn } from "./calendarModel";
import type { Appointment } from "./calendarTypes";

const T = "resources.appointments.calendar.search";
const SHOWN = 10;

export interface CalendarSearchProps {
  localeTag: string;
  /** The zone an appointment's times are shown in (its location's). */
  zoneOf: (locationId: number) => string;
  onPick: (appointment: Appointment) => void;
}

/** One side of the search: the next (or last) appointments matching `q`. */
const Results = ({
  q,
  upcoming,
  now,
  localeTag,
  zoneOf,
  onPick,
}: CalendarSearchProps & { q: string; upcoming: boolean; now: string }) => {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<Appointment>(
    "appointments",
    {
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: "start_at", order: upcoming ? "ASC" : "DESC" },
      filter: upcoming ? { q, from: now } : { q, to: now },
    },
    { enabled: q.length >= 2 },
  );
  const headingId = `calendar-search-${upcoming ? "upcoming" : "recent"}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {translate(upcoming ? `${T}.upcoming` : `${T}.recent`)}
      </Typography>
      {!isPending && (data ?? []).length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      )}
      <List dense disablePadding>
        {(data ?? []).map((a) => {
          const zone = zoneOf(a.location_id);
          const day = todayIn(zone, new Date(a.start_at));
          return (
            <ListItemButton key={a.id} onClick={() => onPick(a)}>
              <ListItemText
                primary={`${formatDay(day, localeTag, "short")} ${formatTime(a.start_at, localeTag, zone)} · ${clientLabel(a.client, translate("resources.appointments.calendar.walk_in"))}`}
                secondary={`${a.services.map((s) => s.service_name).join(", ")} · ${a.reference}`}
              />
            </ListItemButton>
          );
        })}
      </List>
      {total !== undefined && total > SHOWN && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(`${T}.more`, { shown: SHOWN, total })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * Search on the calendar (issue 23): by client name, phone or e-mail, or
 * the reference; the coming appointments and the recent ones; choosing one
 * opens it on its day.
 */
export const CalendarSearch = (props: CalendarSearchProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [now] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={translate(`${T}.open`)}
        onClick={() => setOpen(true)}
        sx={{ flex: "none" }}
      >
        <SearchIcon />
      </IconButton>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        fullScreen={fullScreen}
        maxWidth="sm"
        aria-labelledby="calendar-search-title"
      >
        <DialogTitle id="calendar-search-title">
          {translate(`${T}.title`)}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          <TextField
            autoFocus
            type="search"
            label={translate(`${T}.label`)}
            helperText={translate(`${T}.help`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {q.length >= 2 && (
            <>
              <Results
                {...props}
                q={q}
                upcoming
                now={now}
                onPick={(a) => {
                  close();
                  props.onPick(a);
                }}
              />
              <Results
                {...props}
                q={q}
                upcoming={false}
                now={now}
                onPick={(a) => {
                  close();
                  props.onPick(a);
                }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate("ra.action.close")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

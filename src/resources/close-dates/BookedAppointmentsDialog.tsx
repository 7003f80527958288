import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useLocaleState, useTranslate } from "react-admin";
import { formatDateTime, formatTimeOfDay } from "../../components/dates";
import { localeInfo } from "../../i18n/locales";
import {
  calendarDayLink,
  unlistedCount,
  type BookedAppointment,
  type CloseDate,
} from "./closeDateModel";

const T = "resources.close-dates.booked";

const AppointmentItem = ({ a }: { a: BookedAppointment }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const when = `${formatDateTime(a.date, tag)} ${formatTimeOfDay(a.time, tag)}`;
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <Link component={RouterLink} to={calendarDayLink(a)}>
            <bdi>{when}</bdi> · <bdi dir="ltr">{a.reference}</bdi>
          </Link>
        }
        secondary={
          <>
            <bdi>{a.client_name ?? translate(`${T}.walk_in`)}</bdi>
            {a.team_member_names.length ? (
              <>
                {" · "}
                <bdi>{a.team_member_names.join(", ")}</bdi>
              </>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
};

/** The appointments still booked on the saved close date, each linked to its day in the calendar. */
export const BookedAppointmentsDialog = ({
  record,
  onClose,
}: {
  record: CloseDate;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const more = unlistedCount(record);
  return (
    <Dialog open onClose={onClose} aria-labelledby="booked-appointments-title">
      <DialogTitle id="booked-appointments-title">
        {translate(`${T}.title`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(`${T}.intro`, {
            smart_count: record.booked_appointment_count ?? 0,
          })}
        </DialogContentText>
        <List dense aria-label={translate(`${T}.title`)}>
          {(record.booked_appointments ?? []).map((a) => (
            <AppointmentItem key={a.id} a={a} />
          ))}
        </List>
        {more > 0 ? (
          <DialogContentText>
            {translate(`${T}.more`, { smart_count: more })}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate(`${T}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useCanAccess, useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { formatDay, formatTime, todayIn } from "../../calendar/calendarModel";
import type { Appointment, CalendarFrame } from "../../calendar/calendarTypes";
import { checkoutUrl } from "../../checkout";
import { CHECKOUT_SERVICES } from "../../checkout/access";
import { formatMoney, useCurrency } from "../../components/money";
import { canAccessServices } from "../../providers/accessControl";
import { useAccessSubject } from "../../providers/currentUser";
import { localeInfo } from "../../i18n/locales";
import { clientLabel, isOpen, nextStatuses } from "./appointmentModel";
import { ClientSummarySection } from "./ClientSummarySection";
import { StatusConfirm } from "./StatusConfirm";
import { useStatusChange } from "./useStatusChange";

const A = "resources.appointments";
const P = "app.calendar_status.panel";

export interface AppointmentPanelProps {
  appointment: Appointment;
  frame: CalendarFrame;
  onClose: () => void;
  onEdit: (appointment: Appointment) => void;
  /** Book the same services again at a time still to pick. */
  onRebook?: (appointment: Appointment) => void;
  onChanged: () => void;
  /** The moment the start is compared with (no-show only once it has passed). */
  now?: Date;
}

/**
 * An appointment beside the calendar (issue 23): a labelled side panel,
 * not a page change (focus goes back to the block when it closes), with
 * the client (ClientSummarySection), the services and total, and the
 * actions: the status steps, Checkout, Rebook, Edit.
 */
export const AppointmentPanel = ({
  appointment,
  frame,
  onClose,
  onEdit,
  onRebook,
  onChanged,
  now = new Date(),
}: AppointmentPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const { currency } = useCurrency();
  const titleId = useId();
  const { canAccess: seesClients } = useCanAccess({
    resource: "clients",
    action: "show",
  });
  const subject = useAccessSubject();
  // Checkout (issue 22): not for a cancelled or no-show appointment, nor one
  // whose sale stands (a voided sale may be checked out again).
  const billable =
    appointment.status !== "cancelled" &&
    appointment.status !== "no_show" &&
    (!appointment.sale_id || appointment.sale_status === "voided") &&
    canAccessServices(subject, CHECKOUT_SERVICES);
  const change = useStatusChange(appointment, onChanged, onClose);
  const { cancelling, confirmNoShow, busy } = change;
  const tz = frame.time_zone;
  const members = new Map(frame.team_members.map((m) => [m.id, m.name]));
  const resources = new Map(frame.resources.map((r) => [r.id, r.name]));
  const time = (iso: string) => formatTime(iso, tag, tz);
  const money = (n: number) => formatMoney(n, currency, tag);
  const client = clientLabel(
    appointment.client,
    translate(`${A}.calendar.walk_in`),
  );
  const total = appointment.services.reduce((sum, s) => sum + s.price, 0);
  const started = Date.parse(appointment.start_at) <= now.getTime();
  // Checkout completes the appointment with its sale (issue 23): a user who
  // may check out reaches Complete through it, not as a bare status step.
  const actions = nextStatuses(appointment.status, started).filter(
    (status) => !(billable && status === "completed"),
  );

  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-modal": true,
          "aria-labelledby": `${titleId} ${titleId}-ref`,
          sx: { width: { xs: "100%", sm: 400 }, p: 2, gap: 1.5 },
        },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {client}
          </Typography>
          <Typography
            id={`${titleId}-ref`}
            variant="body2"
            color="text.secondary"
          >
            {translate(`${A}.details.title`, {
              reference: appointment.reference,
            })}
          </Typography>
        </Box>
        <IconButton
          aria-label={translate(`${A}.details.close`)}
          onClick={onClose}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {change.error && (
        <Alert severity="error" role="alert">
          {change.error}
        </Alert>
      )}
      {appointment.client && (
        <ClientSummarySection
          clientId={appointment.client.id}
          timeZone={tz}
          localeTag={tag}
        />
      )}
      {appointment.client && seesClients && (
        <Button
          component={Link}
          to={`/clients/${appointment.client.id}/show`}
          size="small"
          sx={{ alignSelf: "flex-start" }}
        >
          {translate(`${A}.details.open_client`)}
        </Button>
      )}
      <Divider />
      <Typography component="p">
        {formatDay(todayIn(tz, new Date(appointment.start_at)), tag)},{" "}
        <bdi>
          {time(appointment.start_at)}–{time(appointment.end_at)}
        </bdi>
      </Typography>
      <Typography component="p">
        {translate(`${A}.fields.status`)}:{" "}
        <strong>{translate(`${A}.statuses.${appointment.status}`)}</strong>
        {appointment.is_late_cancellation &&
          ` (${translate(`${A}.details.late`)})`}
        {" · "}
        {translate(`${A}.channels.${appointment.channel}`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {appointment.services.map((s) => (
          <li key={s.id}>
            <bdi>{time(s.start_at)}</bdi> {s.service_name}
            {s.pricing_option_name ? ` (${s.pricing_option_name})` : ""} ·{" "}
            {members.get(s.team_member_id) ?? ""}
            {s.resource_id
              ? ` · ${resources.get(s.resource_id) ?? ""}`
              : ""} · <bdi dir="ltr">{money(s.price)}</bdi>
          </li>
        ))}
      </Box>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {translate(`${P}.total`)}: <bdi dir="ltr">{money(total)}</bdi>
      </Typography>
      {appointment.notes && (
        <Typography component="p" sx={{ whiteSpace: "pre-line" }}>
          <strong>{translate(`${P}.appointment_notes`)}:</strong>{" "}
          {appointment.notes}
        </Typography>
      )}
      {(cancelling || confirmNoShow) && (
        <StatusConfirm
          change={change}
          reference={appointment.reference}
          client={client}
          time={time(appointment.start_at)}
        />
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {!(cancelling || confirmNoShow) && (
          <>
            {actions.map((status) => (
              <Button
                key={status}
                disabled={busy}
                color={
                  status === "cancelled" || status === "no_show"
                    ? "error"
                    : "primary"
                }
                variant={status === actions[0] ? "contained" : "text"}
                onClick={() => void change.send(status)}
              >
                {appointment.status === "no_show"
                  ? translate(`${P}.undo_no_show`)
                  : translate(`${A}.status_actions.${status}`)}
              </Button>
            ))}
            {billable && (
              <Button
                component={Link}
                to={checkoutUrl(appointment.id)}
                variant={actions.length ? "outlined" : "contained"}
              >
                {translate("resources.checkout.open")}
              </Button>
            )}
            {appointment.sale_status === "paid" && (
              <Typography component="span" sx={{ alignSelf: "center" }}>
                {translate("resources.checkout.paid")}
              </Typography>
            )}
            {onRebook && (
              <Button onClick={() => onRebook(appointment)}>
                {translate(`${P}.rebook`)}
              </Button>
            )}
            {isOpen(appointment) && (
              <Button onClick={() => onEdit(appointment)}>
                {translate(`${A}.details.edit`)}
              </Button>
            )}
          </>
        )}
      </Box>
    </Drawer>
  );
};

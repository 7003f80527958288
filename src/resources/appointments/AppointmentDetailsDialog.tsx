import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import {
  useCanAccess,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { changeStatus, useAppDataProvider } from "../../calendar/calendarApi";
import { formatDay, formatTime, todayIn } from "../../calendar/calendarModel";
import type {
  Appointment,
  AppointmentStatus,
  CalendarFrame,
} from "../../calendar/calendarTypes";
import { checkoutUrl } from "../../checkout";
import { CHECKOUT_SERVICES } from "../../checkout/access";
import { formatMoney, useCurrency } from "../../components/money";
import { canAccessServices } from "../../providers/accessControl";
import { useAccessSubject } from "../../providers/currentUser";
import { localeInfo } from "../../i18n/locales";
import {
  clientLabel,
  isOpen,
  nextStatuses,
  refusalOf,
} from "./appointmentModel";
import {
  CancelAppointmentFields,
  type CancelChoice,
} from "./CancelAppointmentFields";

const A = "resources.appointments";

export interface AppointmentDetailsDialogProps {
  appointment: Appointment;
  frame: CalendarFrame;
  onClose: () => void;
  onEdit: (appointment: Appointment) => void;
  onChanged: () => void;
}

/** An appointment's details with its status actions, edit and reschedule. */
export const AppointmentDetailsDialog = ({
  appointment,
  frame,
  onClose,
  onEdit,
  onChanged,
}: AppointmentDetailsDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const { currency } = useCurrency();
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
  const [cancelling, setCancelling] = useState<CancelChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tz = frame.time_zone;
  const members = new Map(frame.team_members.map((m) => [m.id, m.name]));
  const resources = new Map(frame.resources.map((r) => [r.id, r.name]));
  const time = (iso: string) => formatTime(iso, tag, tz);

  const send = async (status: AppointmentStatus) => {
    if (status === "cancelled" && !cancelling) {
      setCancelling({ reasonId: "", by: "client" });
      return;
    }
    if (status === "cancelled" && cancelling?.reasonId === "") {
      setError(
        translate("ra.validation.required") +
          ": " +
          translate(`${A}.fields.cancellation_reason_id`),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changeStatus(dataProvider, appointment.id, {
        status,
        ...(status === "cancelled" && cancelling
          ? {
              cancellation_reason_id: Number(cancelling.reasonId),
              cancelled_by: cancelling.by,
            }
          : {}),
      });
      notify(`${A}.details.status_changed`, {
        type: "success",
        messageArgs: { status: translate(`${A}.statuses.${status}`) },
      });
      setCancelling(null);
      onChanged();
      if (status === "cancelled") onClose();
    } catch (e) {
      setError(refusalOf(e)?.message ?? String(e));
    } finally {
      setBusy(false);
    }
  };

  const actions = nextStatuses(appointment.status);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="appointment-details-title"
    >
      <DialogTitle id="appointment-details-title">
        {cancelling
          ? translate(`${A}.details.cancel_title`, {
              reference: appointment.reference,
            })
          : translate(`${A}.details.title`, {
              reference: appointment.reference,
            })}
      </DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 1 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {clientLabel(appointment.client, translate(`${A}.calendar.walk_in`))}
          {appointment.client && seesClients && (
            <Button
              component={Link}
              to={`/clients/${appointment.client.id}/show`}
              size="small"
              sx={{ mx: 1 }}
            >
              {translate(`${A}.details.open_client`)}
            </Button>
          )}
        </Typography>
        <Typography component="p">
          {translate(`${A}.details.when`)}:{" "}
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
              {s.pricing_option_name
                ? ` (${s.pricing_option_name})`
                : ""} · {members.get(s.team_member_id) ?? ""}
              {s.resource_id
                ? ` · ${resources.get(s.resource_id) ?? ""}`
                : ""}{" "}
              · <bdi dir="ltr">{formatMoney(s.price, currency, tag)}</bdi>
            </li>
          ))}
        </Box>
        {appointment.notes && (
          <Typography component="p">{appointment.notes}</Typography>
        )}
        {cancelling && (
          <CancelAppointmentFields
            value={cancelling}
            onChange={setCancelling}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {cancelling ? (
          <>
            <Button onClick={() => setCancelling(null)}>
              {translate(`${A}.details.keep`)}
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => void send("cancelled")}
            >
              {translate(`${A}.details.cancel_confirm`)}
            </Button>
          </>
        ) : (
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
                onClick={() => void send(status)}
              >
                {translate(`${A}.status_actions.${status}`)}
              </Button>
            ))}
            {billable && (
              <Button
                component={Link}
                to={checkoutUrl(appointment.id)}
                variant="outlined"
              >
                {translate("resources.checkout.open")}
              </Button>
            )}
            {appointment.sale_status === "paid" && (
              <Typography component="span" sx={{ alignSelf: "center" }}>
                {translate("resources.checkout.paid")}
              </Typography>
            )}
            {isOpen(appointment) && (
              <Button onClick={() => onEdit(appointment)}>
                {translate(`${A}.details.edit`)}
              </Button>
            )}
            <Button onClick={onClose}>{translate(`${A}.details.close`)}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { changeStatus, useAppDataProvider } from "../../calendar/calendarApi";
import type {
  Appointment,
  AppointmentStatus,
} from "../../calendar/calendarTypes";
import { refusalOf } from "./appointmentModel";
import type { CancelChoice } from "./CancelAppointmentFields";

const A = "resources.appointments";

/**
 * An appointment's status changes from its panel: cancelling asks the
 * reason first, a no-show asks to confirm (issue 23); the server's refusal
 * is shown as it words it.
 */
export const useStatusChange = (
  appointment: Appointment,
  onChanged: () => void,
  onClose: () => void,
) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [cancelling, setCancelling] = useState<CancelChoice | null>(null);
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (status: AppointmentStatus, confirmed = false) => {
    if (status === "cancelled" && !cancelling) {
      setCancelling({ reasonId: "", by: "client" });
      return;
    }
    if (status === "no_show" && !confirmed) {
      setConfirmNoShow(true);
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
      setConfirmNoShow(false);
      onChanged();
      if (status === "cancelled") onClose();
    } catch (e) {
      setError(refusalOf(e)?.message ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  return {
    send,
    busy,
    error,
    cancelling,
    setCancelling,
    confirmNoShow,
    setConfirmNoShow,
  };
};

import { useState } from "react";
import { useRedirect, type RedirectionSideEffect } from "react-admin";
import { useSavedNotice } from "../../components/forms/useSavedNotice";
import { BookedAppointmentsDialog } from "./BookedAppointmentsDialog";
import type { CloseDate } from "./closeDateModel";

/**
 * The save side effects of the close-date forms: the usual notice and
 * redirect, but when the server answers appointments still booked on those
 * days (DOMAIN §4.8) they are listed first, and the redirect waits for the
 * dialog to close.
 */
export const useBookedAppointmentsWarning = (
  kind: "created" | "updated",
  redirectTo: RedirectionSideEffect,
) => {
  const [saved, setSaved] = useState<CloseDate | null>(null);
  const notice = useSavedNotice("close-dates");
  const redirect = useRedirect();
  const leave = (data: CloseDate) =>
    redirect(redirectTo, "close-dates", data.id, data);
  const onSuccess = (data: CloseDate) => {
    notice(kind, data, false);
    if (data.booked_appointment_count) setSaved(data);
    else leave(data);
  };
  const dialog = saved ? (
    <BookedAppointmentsDialog
      record={saved}
      onClose={() => {
        setSaved(null);
        leave(saved);
      }}
    />
  ) : null;
  return { onSuccess, dialog };
};

import { useCallback } from "react";
import { refusalOf } from "../resources/appointments/appointmentModel";
import { saveAppointment, useAppDataProvider } from "./calendarApi";
import type { BookingRefusal } from "./calendarTypes";

/**
 * Sends a booking; when the server refuses with `can_override`, asks
 * "Book anyway?" (the refusal in the user's words) and sends it again with
 * `confirm_outside_hours: true`. Any other refusal (or a "no") is thrown.
 */
export const useSaveWithOverride = (
  ask: (message: string) => Promise<boolean>,
  word: (refusal: BookingRefusal) => string,
) => {
  const dataProvider = useAppDataProvider();
  return useCallback(
    async (id: number | undefined, body: Record<string, unknown>) => {
      try {
        return await saveAppointment(dataProvider, id, body);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal?.can_override && (await ask(word(refusal)))) {
          return saveAppointment(dataProvider, id, {
            ...body,
            confirm_outside_hours: true,
          });
        }
        throw error;
      }
    },
    [dataProvider, ask, word],
  );
};

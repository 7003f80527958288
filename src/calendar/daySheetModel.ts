import { todayIn } from "./calendarTime";
import type { Appointment } from "./calendarTypes";

/** One line of a printed day sheet: an appointment's part with one member. */
export interface SheetRow {
  appointment: Appointment;
  start_at: string;
  end_at: string;
  services: string[];
}

/**
 * A member's day on paper (issue 23): each appointment they work in on
 * `date` (local to `timeZone`), once, from their first service's start to
 * their last one's end, with their services in order; cancelled
 * appointments left out. The whole day, not the grid's visible hours.
 */
export const daySheetRows = (
  appointments: readonly Appointment[],
  memberId: number,
  date: string,
  timeZone: string,
): SheetRow[] =>
  appointments
    .filter((a) => a.status !== "cancelled")
    .flatMap((appointment) => {
      const mine = appointment.services.filter(
        (s) =>
          s.team_member_id === memberId &&
          todayIn(timeZone, new Date(s.start_at)) === date,
      );
      if (!mine.length) return [];
      return [
        {
          appointment,
          start_at: mine[0].start_at,
          end_at: mine.reduce(
            (end, s) => (s.end_at > end ? s.end_at : end),
            mine[0].end_at,
          ),
          services: mine.map((s) => s.service_name),
        },
      ];
    })
    .sort(
      (a, b) =>
        a.start_at.localeCompare(b.start_at) ||
        a.appointment.id - b.appointment.id,
    );

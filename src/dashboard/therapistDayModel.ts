import { todayIn } from "../calendar/calendarModel";
import type { CalendarFrame } from "../calendar/calendarTypes";

export interface Shift {
  date: string;
  start_at: string;
  end_at: string;
  location: string;
  time_zone: string;
}

/** One member's working intervals from the frames of several locations, not yet over, in time order. */
export const shiftsOf = (
  frames: CalendarFrame[],
  teamMemberId: number,
  now: string,
): Shift[] =>
  frames
    .flatMap((frame) =>
      (
        frame.team_members.find((m) => m.id === teamMemberId)?.working ?? []
      ).map((w) => ({
        date: todayIn(frame.time_zone, new Date(w.start_at)),
        start_at: w.start_at,
        end_at: w.end_at,
        location: frame.location.name,
        time_zone: frame.time_zone,
      })),
    )
    .filter((s) => s.end_at > now)
    .sort((a, b) => a.start_at.localeCompare(b.start_at));

import {
  memberDayColumns,
  resourceDayColumns,
  shownMembers,
  weekColumns,
  type Column,
} from "./calendarModel";
import type { Appointment, BlockedTime, CalendarFrame } from "./calendarTypes";
import type { Option } from "./MemberPicker";
import type { CalendarView } from "./useCalendarView";

/**
 * The columns the calendar draws for its view (issue 23): by member, the
 * members who take bookings (or are booked) of the chosen department and
 * choice, the user's own first; a week is one column per day with all of
 * them. Also the members the picker offers, and why nothing shows.
 */
export const useCalendarColumns = ({
  frame,
  view,
  date,
  dates,
  appointments,
  blocked,
  own,
  chosen,
  oneLocation,
}: {
  frame: CalendarFrame | undefined;
  view: CalendarView;
  date: string;
  dates: string[];
  appointments: Appointment[];
  blocked: BlockedTime[];
  own: number | null;
  chosen: number[] | null;
  oneLocation: boolean;
}): { columns: Column[]; candidates: Option[]; empty: string | null } => {
  if (!frame) return { columns: [], candidates: [], empty: null };
  const choice = {
    departmentId: view.department,
    own,
    appointments,
    blocked,
  };
  const candidates = shownMembers(frame, dates, choice).map((m) => ({
    id: m.id,
    name: m.name,
  }));
  const filtered = view.department !== null || chosen !== null;
  let columns: Column[];
  if (view.by === "resource")
    columns =
      view.mode === "week"
        ? frame.resources.length
          ? weekColumns(
              frame,
              dates,
              "resource",
              frame.resources.map((r) => r.id),
            )
          : []
        : resourceDayColumns(frame, date);
  else if (view.mode === "week") {
    const ids = shownMembers(frame, dates, { ...choice, chosen }).map(
      (m) => m.id,
    );
    columns = ids.length ? weekColumns(frame, dates, "member", ids) : [];
  } else columns = memberDayColumns(frame, date, { ...choice, chosen });
  const empty =
    columns.length > 0
      ? null
      : view.by === "resource"
        ? "no_resources"
        : filtered
          ? "nobody_in_choice"
          : oneLocation
            ? "nobody_working_one"
            : "nobody_working";
  return { columns, candidates, empty };
};

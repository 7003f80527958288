import { useStore } from "react-admin";
import { LOCATION_OPTIONS } from "../components/dates";
import { useGetAll } from "../components/lists/useGetAll";
import { getCurrentUser } from "../providers/currentUser";
import { useMyTeamMember } from "./calendarApi";
import type { CalendarView } from "./useCalendarView";

export interface LocationOption {
  id: number;
  name: string;
  timezone?: string;
}

/**
 * Where the calendar opens and whom it shows (issue 23), remembered per user
 * in the browser (react-admin's store): the location in the address, else
 * the last one the user chose, else their own team member's (where their
 * next shift is), else the first; the members they chose to see, per
 * location (null: everyone who takes bookings).
 */
export const useCalendarPlace = (
  view: CalendarView,
  setView: (change: Partial<CalendarView>) => void,
) => {
  const user = getCurrentUser();
  const key = `calendar.${user?.merchant_id ?? ""}.${user?.sub ?? ""}`;
  const own = user?.team_member_id ?? null;
  const locations = useGetAll<LocationOption>("locations", LOCATION_OPTIONS, {
    staleTime: 5 * 60_000,
  });
  const me = useMyTeamMember(own !== null);
  const [last, setLast] = useStore<number | null>(`${key}.location`, null);
  const [chosenAt, setChosenAt] = useStore<Record<string, number[] | null>>(
    `${key}.members`,
    {},
  );
  const list = locations.data ?? [];
  const known = (id: number | null | undefined) =>
    id != null && list.some((l) => l.id === id) ? id : undefined;
  const mine = me.data
    ? (known(me.data.shifts[0]?.location_id) ??
      me.data.locations.map((l) => known(l.id)).find((id) => id !== undefined))
    : undefined;
  // The own location is worth waiting for only while nothing else decides.
  const waiting = own !== null && me.isPending && known(last) === undefined;
  const id =
    known(view.location) ??
    known(last) ??
    mine ??
    (waiting ? undefined : list[0]?.id);
  const location = list.find((l) => l.id === id);
  return {
    locations: list,
    loaded: locations.data !== undefined,
    location,
    own,
    /** The login sees and changes only its own member's appointments (issue 23). */
    narrowed: me.data?.own_calendar_only === true,
    chooseLocation: (next: number) => {
      setLast(next);
      setView({ location: next });
    },
    chosen: location ? (chosenAt[location.id] ?? null) : null,
    choose: (ids: number[] | null) => {
      if (location) setChosenAt({ ...chosenAt, [location.id]: ids });
    },
  };
};

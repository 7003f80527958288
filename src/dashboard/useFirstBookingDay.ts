import { useGetAll } from "../components/lists/useGetAll";
import { todayIn, useBusinessTimeZone } from "../components/dates";
import type {
  ShiftOverride,
  ShiftPattern,
} from "../resources/shift-patterns/shiftModel";
import {
  addDays,
  type CloseDate,
} from "../resources/working-hours/workingTimeModel";
import { firstWorkingDay, LOOK_AHEAD_DAYS } from "./firstBookingDay";

/** The first day someone works from today (business time zone); undefined while loading or when none. */
export const useFirstBookingDay = (): string | undefined => {
  const zone = useBusinessTimeZone();
  const today = todayIn(zone);
  const last = addDays(today, LOOK_AHEAD_DAYS - 1);
  const patterns = useGetAll<ShiftPattern>("shift-patterns", {
    filter: { active_between: [today, last] },
  });
  const overrides = useGetAll<ShiftOverride>("shift-overrides", {
    filter: { date_gte: today, date_lte: last },
  });
  const closeDates = useGetAll<CloseDate & { id: number }>("close-dates", {
    filter: { end_date_gte: today, start_date_lte: last },
  });
  if (!patterns.data || !overrides.data) return undefined;
  return firstWorkingDay(today, {
    patterns: patterns.data,
    overrides: overrides.data,
    timeOff: [],
    closeDates: closeDates.data ?? [],
    timezoneOf: () => zone,
  });
};

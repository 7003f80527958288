import { useCanAccess, useGetList } from "react-admin";
import { dayEdgeInstant, useBusinessTimeZone } from "../../components/dates";
import type { TeamMember } from "../../types";
import type { ShiftOverride, ShiftPattern } from "../shift-patterns/shiftModel";
import {
  addDays,
  type CloseDate,
  type TimeOffPeriod,
  type WorkingTimeData,
} from "./workingTimeModel";

const ALL = { page: 1, perPage: 100 };
const OPTIONS = { meta: { options: true } };

interface LocationOption {
  id: number;
  name: string;
  timezone?: string;
}

/** Everything the week grid needs for the week starting on `monday`. */
export const useWeekData = (monday: string) => {
  const sunday = addDays(monday, 6);
  const businessZone = useBusinessTimeZone();
  const members = useGetList<TeamMember>("team-members", {
    pagination: ALL,
    sort: { field: "sort_order", order: "ASC" },
    filter: {},
  });
  const patterns = useGetList<ShiftPattern>("shift-patterns", {
    pagination: ALL,
    sort: { field: "start_date", order: "ASC" },
    filter: { active_between: [monday, sunday] },
  });
  const overrides = useGetList<ShiftOverride>("shift-overrides", {
    pagination: ALL,
    sort: { field: "date", order: "ASC" },
    filter: { date_gte: monday, date_lte: sunday },
  });
  // Time off is stored as instants (the API takes instants there), the grid
  // shows days of each location's clock: the week on the business's clock
  // and a day either side.
  const timeOff = useGetList<TimeOffPeriod & { id: number }>("time-off", {
    pagination: ALL,
    sort: { field: "start_at", order: "ASC" },
    filter: {
      start_at_lte: dayEdgeInstant(addDays(sunday, 1), "end", businessZone),
      end_at_gte: dayEdgeInstant(addDays(monday, -1), "start", businessZone),
    },
  });
  const locations = useGetList<LocationOption>("locations", {
    pagination: ALL,
    ...OPTIONS,
  });
  const { canAccess: seesCloseDates } = useCanAccess({
    resource: "close-dates",
    action: "list",
  });
  const closeDates = useGetList<CloseDate & { id: number }>(
    "close-dates",
    {
      pagination: ALL,
      filter: { end_date_gte: monday, start_date_lte: sunday },
    },
    { enabled: Boolean(seesCloseDates) },
  );
  const zones = new Map((locations.data ?? []).map((l) => [l.id, l.timezone]));
  const fallbackZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data: WorkingTimeData = {
    patterns: patterns.data ?? [],
    overrides: overrides.data ?? [],
    timeOff: timeOff.data ?? [],
    closeDates: closeDates.data ?? [],
    timezoneOf: (id) => (id !== undefined && zones.get(id)) || fallbackZone,
  };
  const refetch = () => {
    void patterns.refetch();
    void overrides.refetch();
    void timeOff.refetch();
  };
  return {
    members: members.data ?? [],
    locations: locations.data ?? [],
    data,
    isPending:
      members.isPending ||
      patterns.isPending ||
      overrides.isPending ||
      timeOff.isPending,
    error: members.error ?? patterns.error ?? overrides.error ?? timeOff.error,
    refetch,
  };
};

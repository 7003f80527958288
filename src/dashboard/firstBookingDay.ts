import {
  addDays,
  workingTimeOn,
  type WorkingTimeData,
} from "../resources/working-hours/workingTimeModel";

/** How far ahead the first booking's day is looked for. */
export const LOOK_AHEAD_DAYS = 28;

/**
 * The first date from `today` on which someone of the team works (shift
 * patterns and changed days, less close dates: workingTimeOn, the week
 * grid's rule); undefined when nobody works in the next four weeks.
 */
export const firstWorkingDay = (
  today: string,
  data: WorkingTimeData,
): string | undefined => {
  const members = new Set([
    ...data.patterns.map((p) => p.team_member_id),
    ...data.overrides.map((o) => o.team_member_id),
  ]);
  for (let i = 0; i < LOOK_AHEAD_DAYS; i++) {
    const date = addDays(today, i);
    for (const member of members)
      if (workingTimeOn(member, date, data).minutes > 0) return date;
  }
  return undefined;
};

/** The calendar on the first working day (today's calendar when none). */
export const firstBookingUrl = (day: string | undefined) =>
  day ? `/calendar?date=${day}` : "/calendar";

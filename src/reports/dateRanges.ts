/**
 * The date range of a report screen: presets relative to today (weeks
 * start on Monday), and which preset a range is. Dates are "YYYY-MM-DD"
 * local dates; pure functions, no React.
 */

export const PRESETS = [
  "today",
  "yesterday",
  "this_week",
  "last_week",
  "this_month",
  "last_month",
  "this_quarter",
  "last_quarter",
  "this_year",
  "last_year",
] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = 86_400_000;
const naive = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  iso(naive(date) + days * DAY);

/** First day of the month `months` after the date's month. */
const monthStart = (date: string, months = 0) => {
  const d = new Date(naive(date));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
};

export { todayIn } from "../components/dates/dateTimeFormat";

/** The local dates a preset covers, seen from `today`. */
export function presetRange(
  preset: Preset,
  today: string,
): { from: string; to: string } {
  const weekday = (new Date(naive(today)).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const quarter = (offset: number) => {
    const month = new Date(naive(today)).getUTCMonth();
    const from = monthStart(today, -(month % 3) + 3 * offset);
    return { from, to: addDays(monthStart(from, 3), -1) };
  };
  const year = today.slice(0, 4);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "this_week":
      return { from: monday, to: addDays(monday, 6) };
    case "last_week":
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case "this_month":
      return { from: monthStart(today), to: addDays(monthStart(today, 1), -1) };
    case "last_month":
      return {
        from: monthStart(today, -1),
        to: addDays(monthStart(today), -1),
      };
    case "this_quarter":
      return quarter(0);
    case "last_quarter":
      return quarter(-1);
    case "this_year":
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case "last_year":
      return { from: `${+year - 1}-01-01`, to: `${+year - 1}-12-31` };
  }
}

/** The preset a range is, or "custom". */
export const presetOf = (
  from: string,
  to: string,
  today: string,
): Preset | "custom" =>
  PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === from && r.to === to;
  }) ?? "custom";

import type { TimeInterval } from "../../db/schema/index.js";
import type { WeeklyPattern } from "./context.js";

/** Helpers shared by the master-data loaders (masterMembers.ts, masterResources.ts, …). */

export const ms = (v: string | Date) => new Date(v).getTime();

export const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

export const fullName = (first: string, last: string | null) =>
  last ? `${first} ${last}` : first;

/** A weekly pattern row (shift pattern or resource working hours). */
export type DatedPattern = WeeklyPattern;

/** A changed day (shift override or resource hour override). */
export interface DatedOverride {
  date: string;
  intervals: TimeInterval[];
}

/** The patterns (sorted by start date) that cover some of the local dates `from`–`to`. */
export const patternsInRange = (
  patterns: readonly DatedPattern[] | undefined,
  from: string,
  to: string,
): WeeklyPattern[] =>
  (patterns ?? [])
    .filter(
      (p) => p.start_date <= to && (p.end_date === null || p.end_date >= from),
    )
    .map((p) => ({
      start_date: p.start_date,
      end_date: p.end_date,
      repeat_weeks: p.repeat_weeks,
      weeks: p.weeks,
    }));

/** The changed days among the local dates `from`–`to`, by date. */
export const datedOverrides = (
  overrides: readonly DatedOverride[] | undefined,
  from: string,
  to: string,
) =>
  new Map(
    (overrides ?? [])
      .filter((o) => o.date >= from && o.date <= to)
      .map((o) => [o.date, o.intervals]),
  );

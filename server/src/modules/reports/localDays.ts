import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../calendar/zonedTime.js";

/**
 * The local-day basis of every dated report (DOMAIN §1.2 "Time"): `from` and
 * `to` are inclusive local dates, and a row counts when its instant falls
 * inside those days on the clock of its own location's time zone — two
 * locations in two zones each keep their own midnight, and a day with a DST
 * change has its real length.
 */

const HOUR = 3_600_000;

/**
 * Constant bounds around the local days in any zone (UTC−12 … UTC+14), so
 * an index on (merchant_id, instant) bounds the scan before the exact test
 * per row.
 */
export function paddedBounds(from: string, to: string) {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - 14 * HOUR).toISOString(),
    end: new Date(
      Date.parse(`${addDays(to, 1)}T00:00:00Z`) + 12 * HOUR,
    ).toISOString(),
  };
}

/** The instant of local midnight starting `date` in the zone `tz` (an SQL expression). */
export const localMidnight = (date: string, tz: SQL) =>
  sql`((${date}::date)::timestamp at time zone ${tz})`;

/** `instant` lies on a local day from `from` to `to` in the zone `tz` (a column of the row's location). */
export function onLocalDays(
  instant: SQL,
  tz: SQL,
  from: string,
  to: string,
): SQL {
  const pad = paddedBounds(from, to);
  return sql`${instant} >= ${pad.start}::timestamptz and ${instant} < ${pad.end}::timestamptz
    and ${instant} >= ${localMidnight(from, tz)} and ${instant} < ${localMidnight(addDays(to, 1), tz)}`;
}

/** `instant` is before the local day `date` begins in the zone `tz`. */
export const beforeLocalDay = (instant: SQL, tz: SQL, date: string) =>
  sql`${instant} < ${localMidnight(date, tz)}`;

/** The local date of an instant in the zone `tz`, as "YYYY-MM-DD" text. */
export const localDate = (instant: SQL, tz: SQL) =>
  sql`((${instant} at time zone ${tz})::date)::text`;

/** An instant as the API sends it: ISO 8601 in UTC, to the microsecond (sorts as text in time order). */
export const wireInstantSql = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  closeDateLocations,
  closeDates,
  locations,
  onlineBookingSettings,
  type WeekHours,
} from "../../db/schema/index.js";
import type { CloseDateInfo } from "./context.js";
import { byKey } from "./masterShared.js";

/** A location as the master-data cache holds it (masterCache.ts). */
export interface LocationMaster {
  id: number;
  name: string;
  timezone: string;
  archived: boolean;
  opening_hours: WeekHours;
}

export interface CloseDateMaster extends CloseDateInfo {
  location_ids: Set<number>;
}

/** The business's locations, close dates and online booking settings. */
export async function loadLocationMasters(db: Queryable, M: number) {
  const locs = await db
    .select({
      id: locations.id,
      name: locations.name,
      timezone: locations.timezone,
      archived_at: locations.archived_at,
      opening_hours: locations.opening_hours,
    })
    .from(locations)
    .where(eq(locations.merchant_id, M));
  const [settings] = await db
    .select({
      slot: onlineBookingSettings.slot_interval_minutes,
      notice: onlineBookingSettings.client_cancel_notice_minutes,
    })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.merchant_id, M));
  const where = byKey(
    await db
      .select({
        close_date_id: closeDateLocations.close_date_id,
        location_id: closeDateLocations.location_id,
      })
      .from(closeDateLocations)
      .where(eq(closeDateLocations.merchant_id, M)),
    (r) => r.close_date_id,
  );
  const closed: CloseDateMaster[] = (
    await db
      .select({
        id: closeDates.id,
        start_date: closeDates.start_date,
        end_date: closeDates.end_date,
        description: closeDates.description,
      })
      .from(closeDates)
      .where(eq(closeDates.merchant_id, M))
      .orderBy(asc(closeDates.start_date), asc(closeDates.id))
  ).map((c) => ({
    ...c,
    location_ids: new Set((where.get(c.id) ?? []).map((r) => r.location_id)),
  }));
  return {
    locations: new Map<number, LocationMaster>(
      locs.map((l) => [
        l.id,
        {
          id: l.id,
          name: l.name,
          timezone: l.timezone,
          archived: l.archived_at !== null,
          opening_hours: l.opening_hours,
        },
      ]),
    ),
    closeDates: closed,
    /** Online booking settings (DOMAIN §3.34), their defaults without a row. */
    slot_interval_minutes: settings?.slot ?? 15,
    client_cancel_notice_minutes: settings?.notice ?? 1440,
  };
}

/** The close dates of a location that touch the local dates `from`–`to`. */
export const closeDatesOf = (
  all: readonly CloseDateMaster[],
  locationId: number,
  from: string,
  to: string,
): CloseDateInfo[] =>
  all
    .filter(
      (c) =>
        c.location_ids.has(locationId) &&
        c.start_date <= to &&
        c.end_date >= from,
    )
    .map((c) => ({
      id: c.id,
      start_date: c.start_date,
      end_date: c.end_date,
      description: c.description,
    }));

import { and, eq, gt, gte, inArray, lt, lte, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  appointments,
  appointmentServices,
  closeDateLocations,
  closeDates,
  locations,
  onlineBookingSettings,
  resources,
  serviceLocations,
  teamMemberLocations,
} from "../../db/schema/index.js";
import { notFound } from "../../lib/httpErrors.js";
import { BusyList, type BusyEntry } from "./busy.js";
import type { AvailabilityContext } from "./context.js";
import {
  unionTag,
  loadMembers,
  loadResources,
  loadServices,
} from "./loadMasterData.js";
import { addDays, zonedInstant } from "./zonedTime.js";

/**
 * The database side of the availability module: loads, for one location and
 * a range of its local dates, what the pure rules read (context.ts). By
 * default every member, resource and service of the location; a caller that
 * needs fewer (one booking, one service's slots) names them.
 */
export interface ContextScope {
  locationId: number;
  /** Local dates, inclusive. */
  from: string;
  to: string;
  memberIds?: number[];
  resourceIds?: number[];
  serviceIds?: number[];
  /** False when the caller reads no busy time (the frame): its query is skipped and every list stays empty. */
  busy?: boolean;
}

const DAY = 86_400_000;
const ms = (v: string | Date) => new Date(v).getTime();
export async function loadAvailabilityContext(
  db: Queryable,
  merchantId: number,
  scope: ContextScope,
): Promise<AvailabilityContext> {
  const M = merchantId;
  // The location with its merchant's online booking settings (one row per merchant), in one query.
  const [row] = await db
    .select({
      loc: locations,
      slot: onlineBookingSettings.slot_interval_minutes,
      notice: onlineBookingSettings.client_cancel_notice_minutes,
    })
    .from(locations)
    .leftJoin(
      onlineBookingSettings,
      eq(onlineBookingSettings.merchant_id, locations.merchant_id),
    )
    .where(
      and(eq(locations.merchant_id, M), eq(locations.id, scope.locationId)),
    );
  const loc = row?.loc;
  if (!loc) throw notFound("The location does not exist.");
  const tz = loc.timezone;
  const { from, to } = scope;
  // Instants around the range: busy intervals and time off reaching into it.
  const rangeStart = zonedInstant(tz, from, 0) - DAY;
  const rangeEnd = zonedInstant(tz, addDays(to, 1), 0) + DAY;
  const startIso = new Date(rangeStart).toISOString();
  const endIso = new Date(rangeEnd).toISOString();

  const closed = await db
    .select({
      id: closeDates.id,
      start_date: closeDates.start_date,
      end_date: closeDates.end_date,
      description: closeDates.description,
    })
    .from(closeDates)
    .innerJoin(
      closeDateLocations,
      and(
        eq(closeDateLocations.merchant_id, closeDates.merchant_id),
        eq(closeDateLocations.close_date_id, closeDates.id),
      ),
    )
    .where(
      and(
        eq(closeDates.merchant_id, M),
        eq(closeDateLocations.location_id, loc.id),
        lte(closeDates.start_date, to),
        gte(closeDates.end_date, from),
      ),
    );

  // The location's members and resources (those the caller did not name), in one query.
  const tml = teamMemberLocations;
  const atLocation =
    scope.memberIds && scope.resourceIds
      ? []
      : await db
          .select({ kind: unionTag("m"), id: tml.team_member_id })
          .from(tml)
          .where(and(eq(tml.merchant_id, M), eq(tml.location_id, loc.id)))
          .unionAll(
            db
              .select({ kind: unionTag("r"), id: resources.id })
              .from(resources)
              .where(
                and(
                  eq(resources.merchant_id, M),
                  eq(resources.location_id, loc.id),
                ),
              ),
          );
  const idsOf = (k: string) =>
    atLocation.filter((r) => r.kind === k).map((r) => r.id);
  const memberIds = scope.memberIds ?? idsOf("m");
  const resourceIds = scope.resourceIds ?? idsOf("r");
  const serviceIds =
    scope.serviceIds ??
    (
      await db
        .select({ id: serviceLocations.service_id })
        .from(serviceLocations)
        .where(
          and(
            eq(serviceLocations.merchant_id, M),
            eq(serviceLocations.location_id, loc.id),
          ),
        )
    ).map((r) => r.id);

  const [members, resourceMap, serviceMap] = [
    await loadMembers(db, M, loc.id, memberIds, from, to, startIso, endIso),
    await loadResources(db, M, resourceIds, from, to),
    await loadServices(db, M, serviceIds),
  ];
  const busy = await loadBusy(
    db,
    M,
    memberIds,
    resourceIds,
    startIso,
    endIso,
    scope.busy !== false,
  );

  return {
    timeZone: tz,
    location: {
      id: loc.id,
      name: loc.name,
      archived: loc.archived_at !== null,
      opening_hours: loc.opening_hours,
    },
    from,
    to,
    close_dates: closed,
    members,
    resources: resourceMap,
    services: serviceMap,
    member_busy: busy.members,
    resource_busy: busy.resources,
    slot_interval_minutes: row.slot ?? 15,
    client_cancel_notice_minutes: row.notice ?? 1440,
    memo: new Map(),
  };
}

/** Busy intervals of the active services of these members and resources (at any location). */
async function loadBusy(
  db: Queryable,
  M: number,
  memberIds: number[],
  resourceIds: number[],
  startIso: string,
  endIso: string,
  query: boolean,
) {
  const members = new Map<number, BusyList>(
    memberIds.map((id) => [id, new BusyList()]),
  );
  const resourcesBusy = new Map<number, BusyList>(
    resourceIds.map((id) => [id, new BusyList()]),
  );
  if (!query || (!memberIds.length && !resourceIds.length))
    return { members, resources: resourcesBusy };
  const who = [
    ...(memberIds.length
      ? [inArray(appointmentServices.team_member_id, memberIds)]
      : []),
    ...(resourceIds.length
      ? [inArray(appointmentServices.resource_id, resourceIds)]
      : []),
  ];
  const rows = await db
    .select({
      appointment_id: appointmentServices.appointment_id,
      reference: appointments.reference,
      team_member_id: appointmentServices.team_member_id,
      resource_id: appointmentServices.resource_id,
      start_at: appointmentServices.start_at,
      end_at: appointmentServices.end_at,
      member_busy_until: appointmentServices.member_busy_until,
      resource_busy_until: appointmentServices.resource_busy_until,
    })
    .from(appointmentServices)
    .innerJoin(
      appointments,
      and(
        eq(appointments.merchant_id, appointmentServices.merchant_id),
        eq(appointments.id, appointmentServices.appointment_id),
      ),
    )
    .where(
      and(
        eq(appointmentServices.merchant_id, M),
        eq(appointmentServices.active, true),
        or(...who),
        lt(appointmentServices.start_at, endIso),
        gt(appointmentServices.resource_busy_until, startIso),
      ),
    )
    .orderBy(appointmentServices.start_at);
  for (const r of rows) {
    const start = ms(r.start_at);
    const base = {
      appointment_id: r.appointment_id,
      reference: r.reference,
      service_start: start,
      service_end: ms(r.end_at),
      start,
    };
    const entry = (end: number): BusyEntry => ({ ...base, end });
    members.get(r.team_member_id)?.add(entry(ms(r.member_busy_until)));
    if (r.resource_id !== null)
      resourcesBusy.get(r.resource_id)?.add(entry(ms(r.resource_busy_until)));
  }
  return { members, resources: resourcesBusy };
}

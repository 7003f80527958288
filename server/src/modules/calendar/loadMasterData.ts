import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  resourceHourOverrides,
  resources,
  resourceWorkingHours,
  serviceAvailability,
  serviceLocations,
  servicePricingOptions,
  serviceResources,
  services,
  serviceTeamMembers,
  shiftOverrides,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
  timeOff,
  type TimeInterval,
} from "../../db/schema/index.js";
import type {
  ExtraTimeType,
  MemberInfo,
  ResourceInfo,
  Schedule,
  ServiceInfo,
} from "./context.js";

/** Master data of the availability context: members, resources, services (loadContext.ts). */

const ms = (v: string | Date) => new Date(v).getTime();
const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};
const fullName = (first: string, last: string | null) =>
  last ? `${first} ${last}` : first;

function schedule(
  patterns: {
    start_date: string;
    end_date: string | null;
    repeat_weeks: number;
    weeks: Schedule["patterns"][number]["weeks"];
  }[],
  overrides: { date: string; intervals: TimeInterval[] }[],
): Schedule {
  return {
    patterns: patterns
      .map((p) => ({
        start_date: p.start_date,
        end_date: p.end_date,
        repeat_weeks: p.repeat_weeks,
        weeks: p.weeks,
      }))
      .sort((a, b) => a.start_date.localeCompare(b.start_date)),
    overrides: new Map(overrides.map((o) => [o.date, o.intervals])),
  };
}

/** A UNION ALL branch's tag: a constant of the code (never input), written into the SQL as a literal. */
export const unionTag = (k: "l" | "m" | "r" | "s") =>
  sql<string>`${sql.raw(`'${k}'`)}`.as("kind");

export async function loadMembers(
  db: Queryable,
  M: number,
  locationId: number,
  ids: number[],
  from: string,
  to: string,
  startIso: string,
  endIso: string,
): Promise<Map<number, MemberInfo>> {
  const out = new Map<number, MemberInfo>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.merchant_id, M), inArray(teamMembers.id, ids)));
  // Their locations and services, in one query.
  const tml = teamMemberLocations;
  const stm = serviceTeamMembers;
  const links = await db
    .select({
      kind: unionTag("l"),
      member: tml.team_member_id,
      id: tml.location_id,
    })
    .from(tml)
    .where(and(eq(tml.merchant_id, M), inArray(tml.team_member_id, ids)))
    .unionAll(
      db
        .select({
          kind: unionTag("s"),
          member: stm.team_member_id,
          id: stm.service_id,
        })
        .from(stm)
        .where(and(eq(stm.merchant_id, M), inArray(stm.team_member_id, ids))),
    );
  const locs = byKey(
    links
      .filter((r) => r.kind === "l")
      .map((r) => ({ team_member_id: r.member, location_id: r.id })),
    (r) => r.team_member_id,
  );
  const svc = byKey(
    links
      .filter((r) => r.kind === "s")
      .map((r) => ({ team_member_id: r.member, service_id: r.id })),
    (r) => r.team_member_id,
  );
  const patterns = byKey(
    await db
      .select()
      .from(shiftPatterns)
      .where(
        and(
          eq(shiftPatterns.merchant_id, M),
          eq(shiftPatterns.location_id, locationId),
          inArray(shiftPatterns.team_member_id, ids),
          lte(shiftPatterns.start_date, to),
          or(isNull(shiftPatterns.end_date), gte(shiftPatterns.end_date, from)),
        ),
      ),
    (r) => r.team_member_id,
  );
  const overrides = byKey(
    await db
      .select()
      .from(shiftOverrides)
      .where(
        and(
          eq(shiftOverrides.merchant_id, M),
          eq(shiftOverrides.location_id, locationId),
          inArray(shiftOverrides.team_member_id, ids),
          gte(shiftOverrides.date, from),
          lte(shiftOverrides.date, to),
        ),
      ),
    (r) => r.team_member_id,
  );
  const absences = byKey(
    await db
      .select()
      .from(timeOff)
      .where(
        and(
          eq(timeOff.merchant_id, M),
          inArray(timeOff.team_member_id, ids),
          lt(timeOff.start_at, endIso),
          gt(timeOff.end_at, startIso),
        ),
      ),
    (r) => r.team_member_id,
  );
  for (const m of rows)
    out.set(m.id, {
      id: m.id,
      name: fullName(m.first_name, m.last_name),
      colour: m.calendar_colour,
      department_id: m.department_id,
      sort_order: m.sort_order,
      archived: m.archived_at !== null,
      employment_start: m.employment_start,
      employment_end: m.employment_end,
      location_ids: new Set((locs.get(m.id) ?? []).map((r) => r.location_id)),
      service_ids: new Set((svc.get(m.id) ?? []).map((r) => r.service_id)),
      schedule: schedule(patterns.get(m.id) ?? [], overrides.get(m.id) ?? []),
      time_off: (absences.get(m.id) ?? [])
        .map((t) => ({
          id: t.id,
          type: t.type,
          note: t.note,
          start: ms(t.start_at),
          end: ms(t.end_at),
        }))
        .sort((a, b) => a.start - b.start),
    });
  return out;
}

export async function loadResources(
  db: Queryable,
  M: number,
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, ResourceInfo>> {
  const out = new Map<number, ResourceInfo>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(resources)
    .where(and(eq(resources.merchant_id, M), inArray(resources.id, ids)));
  const svc = byKey(
    await db
      .select()
      .from(serviceResources)
      .where(
        and(
          eq(serviceResources.merchant_id, M),
          inArray(serviceResources.resource_id, ids),
        ),
      ),
    (r) => r.resource_id,
  );
  // All of their working-hours patterns in one query: whether a resource has
  // hours of its own at all (else: the location's), and those covering the range.
  const hours = await db
    .select()
    .from(resourceWorkingHours)
    .where(
      and(
        eq(resourceWorkingHours.merchant_id, M),
        inArray(resourceWorkingHours.resource_id, ids),
      ),
    );
  const own = new Set(hours.map((h) => h.resource_id));
  const patterns = byKey(
    hours.filter(
      (h) => h.start_date <= to && (h.end_date === null || h.end_date >= from),
    ),
    (r) => r.resource_id,
  );
  const overrides = byKey(
    await db
      .select()
      .from(resourceHourOverrides)
      .where(
        and(
          eq(resourceHourOverrides.merchant_id, M),
          inArray(resourceHourOverrides.resource_id, ids),
          gte(resourceHourOverrides.date, from),
          lte(resourceHourOverrides.date, to),
        ),
      ),
    (r) => r.resource_id,
  );
  for (const r of rows) {
    const ov = overrides.get(r.id) ?? [];
    out.set(r.id, {
      id: r.id,
      name: r.name,
      resource_category_id: r.resource_category_id,
      location_id: r.location_id,
      sort_order: r.sort_order,
      capacity: r.capacity,
      archived: r.archived_at !== null,
      service_ids: new Set((svc.get(r.id) ?? []).map((x) => x.service_id)),
      schedule:
        own.has(r.id) || ov.length
          ? schedule(patterns.get(r.id) ?? [], ov)
          : null,
    });
  }
  return out;
}

export async function loadServices(
  db: Queryable,
  M: number,
  ids: number[],
): Promise<Map<number, ServiceInfo>> {
  const out = new Map<number, ServiceInfo>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.merchant_id, M), inArray(services.id, ids)));
  // The service's locations, team members and resources, in one query.
  const sl = serviceLocations;
  const stm = serviceTeamMembers;
  const sr = serviceResources;
  const links = await db
    .select({
      kind: unionTag("l"),
      service_id: sl.service_id,
      id: sl.location_id,
    })
    .from(sl)
    .where(and(eq(sl.merchant_id, M), inArray(sl.service_id, ids)))
    .unionAll(
      db
        .select({
          kind: unionTag("m"),
          service_id: stm.service_id,
          id: stm.team_member_id,
        })
        .from(stm)
        .where(and(eq(stm.merchant_id, M), inArray(stm.service_id, ids))),
    )
    .unionAll(
      db
        .select({
          kind: unionTag("r"),
          service_id: sr.service_id,
          id: sr.resource_id,
        })
        .from(sr)
        .where(and(eq(sr.merchant_id, M), inArray(sr.service_id, ids))),
    );
  const link = (k: string) => {
    const m = new Map<number, Set<number>>();
    for (const r of links) {
      if (r.kind !== k) continue;
      if (!m.has(r.service_id)) m.set(r.service_id, new Set());
      m.get(r.service_id)!.add(r.id);
    }
    return (id: number) => m.get(id) ?? new Set<number>();
  };
  const locs = link("l");
  const mems = link("m");
  const res = link("r");
  const options = byKey(
    await db
      .select()
      .from(servicePricingOptions)
      .where(
        and(
          eq(servicePricingOptions.merchant_id, M),
          inArray(servicePricingOptions.service_id, ids),
        ),
      )
      .orderBy(servicePricingOptions.sort_order, servicePricingOptions.id),
    (r) => r.service_id,
  );
  const rules = byKey(
    await db
      .select()
      .from(serviceAvailability)
      .where(
        and(
          eq(serviceAvailability.merchant_id, M),
          inArray(serviceAvailability.service_id, ids),
        ),
      ),
    (r) => r.service_id,
  );
  for (const s of rows)
    out.set(s.id, {
      id: s.id,
      name: s.name,
      archived: s.archived_at !== null,
      extra_time_type: s.extra_time_type as ExtraTimeType,
      extra_time_minutes: s.extra_time_minutes ?? 0,
      resources_required: s.resources_required,
      location_ids: locs(s.id),
      member_ids: mems(s.id),
      resource_ids: res(s.id),
      options: (options.get(s.id) ?? []).map((o) => ({
        id: o.id,
        name: o.name,
        duration_minutes: o.duration_minutes,
        price: o.price,
        special_price: o.special_price,
        archived: o.archived_at !== null,
      })),
      availability: (rules.get(s.id) ?? []).map((r) => ({
        location_id: r.location_id,
        rules: r.rules,
        date_from: r.date_from,
        date_to: r.date_to,
        channels: r.channels as "online" | "in_store" | "both",
      })),
    });
  return out;
}

import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  serviceTeamMembers,
  shiftOverrides,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
  timeOff,
} from "../../db/schema/index.js";
import type { MemberInfo, TimeOffEntry } from "./context.js";
import {
  byKey,
  datedOverrides,
  fullName,
  ms,
  patternsInRange,
  type DatedOverride,
  type DatedPattern,
} from "./masterShared.js";

/**
 * Team members as the calendar's master-data cache holds them
 * (masterCache.ts): everything of every member of the business, whatever the
 * location or dates; memberInfo cuts out what one context needs.
 */
export interface MemberMaster {
  base: Omit<MemberInfo, "schedule" | "time_off">;
  /** Shift patterns by location, by start date. */
  patterns: Map<number, DatedPattern[]>;
  /** Changed days by location. */
  overrides: Map<number, DatedOverride[]>;
  /** By start. */
  timeOff: TimeOffEntry[];
}

export async function loadMemberMasters(
  db: Queryable,
  M: number,
): Promise<Map<number, MemberMaster>> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.merchant_id, M));
  const locs = byKey(
    await db
      .select({
        member: teamMemberLocations.team_member_id,
        id: teamMemberLocations.location_id,
      })
      .from(teamMemberLocations)
      .where(eq(teamMemberLocations.merchant_id, M)),
    (r) => r.member,
  );
  const svc = byKey(
    await db
      .select({
        member: serviceTeamMembers.team_member_id,
        id: serviceTeamMembers.service_id,
      })
      .from(serviceTeamMembers)
      .where(eq(serviceTeamMembers.merchant_id, M)),
    (r) => r.member,
  );
  const patterns = byKey(
    await db
      .select()
      .from(shiftPatterns)
      .where(eq(shiftPatterns.merchant_id, M)),
    (r) => r.team_member_id,
  );
  const overrides = byKey(
    await db
      .select()
      .from(shiftOverrides)
      .where(eq(shiftOverrides.merchant_id, M)),
    (r) => r.team_member_id,
  );
  const absences = byKey(
    await db.select().from(timeOff).where(eq(timeOff.merchant_id, M)),
    (r) => r.team_member_id,
  );
  const out = new Map<number, MemberMaster>();
  for (const m of rows)
    out.set(m.id, {
      base: {
        id: m.id,
        name: fullName(m.first_name, m.last_name),
        colour: m.calendar_colour,
        department_id: m.department_id,
        sort_order: m.sort_order,
        archived: m.archived_at !== null,
        employment_start: m.employment_start,
        employment_end: m.employment_end,
        location_ids: new Set((locs.get(m.id) ?? []).map((r) => r.id)),
        service_ids: new Set((svc.get(m.id) ?? []).map((r) => r.id)),
      },
      patterns: byKey(
        (patterns.get(m.id) ?? []).sort((a, b) =>
          a.start_date.localeCompare(b.start_date),
        ),
        (p) => p.location_id,
      ),
      overrides: byKey(overrides.get(m.id) ?? [], (o) => o.location_id),
      timeOff: (absences.get(m.id) ?? [])
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

/**
 * One member in a context: shifts and changed days at the location covering
 * local dates `from`–`to`, time off reaching into [start, end) (epoch ms).
 */
export function memberInfo(
  m: MemberMaster,
  locationId: number,
  from: string,
  to: string,
  start: number,
  end: number,
): MemberInfo {
  return {
    ...m.base,
    schedule: {
      patterns: patternsInRange(m.patterns.get(locationId), from, to),
      overrides: datedOverrides(m.overrides.get(locationId), from, to),
    },
    time_off: m.timeOff.filter((t) => t.start < end && t.end > start),
  };
}

import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  resourceHourOverrides,
  resources,
  resourceWorkingHours,
  serviceResources,
} from "../../db/schema/index.js";
import type { ResourceInfo } from "./context.js";
import {
  byKey,
  datedOverrides,
  patternsInRange,
  type DatedOverride,
  type DatedPattern,
} from "./masterShared.js";

/** Resources as the master-data cache holds them (masterCache.ts): all hours, whatever the dates. */
export interface ResourceMaster {
  base: Omit<ResourceInfo, "schedule">;
  /** Whether the resource has working hours of its own at all (else: the location's). */
  ownHours: boolean;
  /** By start date. */
  patterns: DatedPattern[];
  overrides: DatedOverride[];
}

export async function loadResourceMasters(
  db: Queryable,
  M: number,
): Promise<Map<number, ResourceMaster>> {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.merchant_id, M));
  const svc = byKey(
    await db
      .select({
        resource: serviceResources.resource_id,
        id: serviceResources.service_id,
      })
      .from(serviceResources)
      .where(eq(serviceResources.merchant_id, M)),
    (r) => r.resource,
  );
  const hours = byKey(
    (
      await db
        .select()
        .from(resourceWorkingHours)
        .where(eq(resourceWorkingHours.merchant_id, M))
    ).sort((a, b) => a.start_date.localeCompare(b.start_date)),
    (r) => r.resource_id,
  );
  const overrides = byKey(
    await db
      .select()
      .from(resourceHourOverrides)
      .where(eq(resourceHourOverrides.merchant_id, M)),
    (r) => r.resource_id,
  );
  const out = new Map<number, ResourceMaster>();
  for (const r of rows)
    out.set(r.id, {
      base: {
        id: r.id,
        name: r.name,
        resource_category_id: r.resource_category_id,
        location_id: r.location_id,
        sort_order: r.sort_order,
        capacity: r.capacity,
        archived: r.archived_at !== null,
        service_ids: new Set((svc.get(r.id) ?? []).map((x) => x.id)),
      },
      ownHours: hours.has(r.id),
      patterns: hours.get(r.id) ?? [],
      overrides: overrides.get(r.id) ?? [],
    });
  return out;
}

/** One resource in a context: its hours covering the local dates `from`–`to`, or null for the location's. */
export function resourceInfo(
  r: ResourceMaster,
  from: string,
  to: string,
): ResourceInfo {
  const ov = datedOverrides(r.overrides, from, to);
  return {
    ...r.base,
    schedule:
      r.ownHours || ov.size
        ? { patterns: patternsInRange(r.patterns, from, to), overrides: ov }
        : null,
  };
}

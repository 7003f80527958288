import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  serviceAvailability,
  serviceLocations,
  servicePricingOptions,
  serviceResources,
  services,
  serviceTeamMembers,
} from "../../db/schema/index.js";
import type { ExtraTimeType, ServiceInfo } from "./context.js";
import { byKey } from "./masterShared.js";

/**
 * Every service of the business with its locations, team members,
 * resources, pricing options (in sort order) and availability rules, as the
 * master-data cache holds them (masterCache.ts). Contexts share these
 * objects: the rules only read them.
 */
export async function loadServiceMasters(
  db: Queryable,
  M: number,
): Promise<Map<number, ServiceInfo>> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.merchant_id, M));
  const link = async (
    rowsOf: Promise<{ service: number; id: number }[]>,
  ): Promise<(id: number) => Set<number>> => {
    const m = byKey(await rowsOf, (r) => r.service);
    return (id) => new Set((m.get(id) ?? []).map((r) => r.id));
  };
  const locs = await link(
    db
      .select({
        service: serviceLocations.service_id,
        id: serviceLocations.location_id,
      })
      .from(serviceLocations)
      .where(eq(serviceLocations.merchant_id, M)),
  );
  const mems = await link(
    db
      .select({
        service: serviceTeamMembers.service_id,
        id: serviceTeamMembers.team_member_id,
      })
      .from(serviceTeamMembers)
      .where(eq(serviceTeamMembers.merchant_id, M)),
  );
  const res = await link(
    db
      .select({
        service: serviceResources.service_id,
        id: serviceResources.resource_id,
      })
      .from(serviceResources)
      .where(eq(serviceResources.merchant_id, M)),
  );
  const options = byKey(
    await db
      .select()
      .from(servicePricingOptions)
      .where(eq(servicePricingOptions.merchant_id, M))
      .orderBy(
        asc(servicePricingOptions.sort_order),
        asc(servicePricingOptions.id),
      ),
    (r) => r.service_id,
  );
  const rules = byKey(
    await db
      .select()
      .from(serviceAvailability)
      .where(eq(serviceAvailability.merchant_id, M)),
    (r) => r.service_id,
  );
  const out = new Map<number, ServiceInfo>();
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

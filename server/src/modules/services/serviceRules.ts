import { z } from "zod";
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  serviceLocations,
  serviceResources,
  serviceTeamMembers,
  services,
} from "../../db/schema/index.js";
import { badRequest, invalid } from "../../lib/httpErrors.js";
import type { HookContext } from "../../lib/crudRoutes.js";

const JOIN_TABLES = new Map<PgColumn, PgColumn>([
  [serviceLocations.location_id, serviceLocations.service_id],
  [serviceTeamMembers.team_member_id, serviceTeamMembers.service_id],
  [serviceResources.resource_id, serviceResources.service_id],
]);

const idValue = z.coerce.number().int().min(1).max(2_147_483_647);

/** `filter.location_id` (and such): services linked to that row, through the join table. */
export const linkedFilter =
  (to: PgColumn) =>
  (value: unknown): SQL => {
    const parsed = idValue.safeParse(value);
    if (!parsed.success)
      throw badRequest("Invalid filter value.", {
        [to.name]: "Invalid filter value.",
      });
    const from = JOIN_TABLES.get(to)!;
    return sql`${services.id} in (select ${from} from ${from.table} where ${to} = ${parsed.data})`;
  };

/**
 * Rules across fields (DOMAIN §3.23), checked on the merged record so a
 * partial update cannot break them: extra time needs 5–120 minutes unless
 * `none` (then the minutes are cleared); required resources need a resource.
 */
export async function validateServiceRules({
  tx,
  body,
  existing,
}: HookContext) {
  const errors: Record<string, string> = {};
  const merged = { ...existing, ...body };
  if (body.extra_time_type === "none") body.extra_time_minutes = null;
  else if (
    (merged.extra_time_type ?? "none") !== "none" &&
    (merged.extra_time_minutes === null ||
      merged.extra_time_minutes === undefined)
  )
    errors.extra_time_minutes = "Enter the extra time in minutes (5 to 120).";
  if (merged.resources_required) {
    const ids = Array.isArray(body.resource_ids)
      ? body.resource_ids
      : existing
        ? await tx
            .select({ id: serviceResources.resource_id })
            .from(serviceResources)
            .where(eq(serviceResources.service_id, existing.id as number))
        : [];
    if (!ids.length)
      errors.resource_ids =
        "Choose at least one resource, or turn off “resources required”.";
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

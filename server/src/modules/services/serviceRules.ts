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
import { lowestPrice, storedLowestPrice } from "./pricingOptions.js";
import { recordIdParam } from "../../lib/schemas.js";

type Row = Record<string, unknown>;

/** Linked column → [the service column, the merchant column] of its join table. */
const JOIN_TABLES = new Map<PgColumn, [PgColumn, PgColumn]>([
  [
    serviceLocations.location_id,
    [serviceLocations.service_id, serviceLocations.merchant_id],
  ],
  [
    serviceTeamMembers.team_member_id,
    [serviceTeamMembers.service_id, serviceTeamMembers.merchant_id],
  ],
  [
    serviceResources.resource_id,
    [serviceResources.service_id, serviceResources.merchant_id],
  ],
]);

const idValue = recordIdParam;

/** `filter.location_id` (and such): services linked to that row, through the join table. */
export const linkedFilter =
  (to: PgColumn) =>
  (value: unknown): SQL => {
    const parsed = idValue.safeParse(value);
    if (!parsed.success)
      throw badRequest("Invalid filter value.", {
        [to.name]: "Invalid filter value.",
      });
    const [from, merchant] = JOIN_TABLES.get(to)!;
    // The merchant pairing lets Citus answer on the business's shard (docs/scaling.md).
    return sql`${services.id} in (select ${from} from ${from.table} where ${to} = ${parsed.data} and ${merchant} = ${services.merchant_id})`;
  };

/** `filter.has_deposit`: true = services that take a deposit, false = those that do not. */
export function hasDepositFilter(value: unknown): SQL {
  if (value === true || value === "true")
    return sql`${services.deposit_type} <> 'none'`;
  if (value === false || value === "false")
    return sql`${services.deposit_type} = 'none'`;
  throw badRequest('Invalid filter value for "has_deposit".', {
    has_deposit: "Invalid filter value.",
  });
}

const blank = (v: unknown) => v === null || v === undefined;
const isSet = (body: Row, existing: Row | undefined, field: string) =>
  !blank(field in body ? body[field] : existing?.[field]);

/**
 * The deposit (DOMAIN §3.23): the field the type does not use is cleared, so
 * a write that only changes the type works; `fixed` needs an amount no higher
 * than the lowest price of the options (those sent, or else the stored ones),
 * `percentage` needs a percentage.
 */
async function depositErrors(
  tx: HookContext["tx"],
  body: Row,
  existing: Row | undefined,
): Promise<Record<string, string>> {
  const type = body.deposit_type ?? existing?.deposit_type ?? "none";
  if (type !== "fixed") body.deposit_amount = null;
  if (type !== "percentage") body.deposit_percent = null;
  if (type === "percentage" && !isSet(body, existing, "deposit_percent"))
    return { deposit_percent: "Enter the deposit percentage (1 to 100)." };
  if (type !== "fixed") return {};
  if (!isSet(body, existing, "deposit_amount"))
    return { deposit_amount: "Enter the deposit amount." };
  const amount = Number(body.deposit_amount ?? existing?.deposit_amount);
  const sent = body.pricing_options as
    { price: number; special_price?: number | null }[] | undefined;
  const lowest = sent
    ? lowestPrice(sent)
    : existing
      ? await storedLowestPrice(tx, existing.id as number)
      : null;
  return lowest !== null && amount > lowest
    ? {
        deposit_amount:
          "The deposit cannot be more than the lowest price of the service.",
      }
    : {};
}

/**
 * Rules across fields (DOMAIN §3.23), checked on the merged record so a
 * partial update cannot break them: extra time needs 5–120 minutes unless
 * `none` (then the minutes are cleared); required resources need a resource;
 * the deposit fits its type and the prices (depositErrors).
 */
export async function validateServiceRules({
  tx,
  body,
  existing,
}: HookContext) {
  const errors: Record<string, string> = await depositErrors(
    tx,
    body,
    existing,
  );
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

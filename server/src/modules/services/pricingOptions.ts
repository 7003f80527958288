import { z } from "zod";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { PRICE_TYPES, servicePricingOptions } from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import { pgErrorCode } from "../../lib/pgErrors.js";
import type { HookContext } from "../../lib/crudRoutes.js";
import { money, recordId } from "../../lib/schemas.js";

type Row = Record<string, unknown>;

/** One pricing option as the service form sends it (DOMAIN §3.23); `id` = an existing option. */
export const pricingOptionInput = z
  .object({
    id: recordId.optional(),
    name: z.string().trim().max(100).nullable().optional(),
    duration_minutes: z
      .number()
      .int()
      .min(5)
      .max(720)
      .multipleOf(5, "Use steps of 5 minutes."),
    price_type: z.enum(PRICE_TYPES).optional(),
    price: money,
    special_price: money.nullable().optional(),
  })
  .superRefine((o, ctx) => {
    if (o.price_type === "free" && o.price !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["price"],
        message: "A free option has a price of 0.",
      });
    if (
      o.special_price !== null &&
      o.special_price !== undefined &&
      o.special_price >= o.price
    )
      ctx.addIssue({
        code: "custom",
        path: ["special_price"],
        message: "The special price must be below the price.",
      });
  });

/** At least one option, names unique within the service. */
export const pricingOptionsInput = z
  .array(pricingOptionInput)
  .min(1, "Add at least one pricing option.")
  .max(50)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((o, i) => {
      const key = o.name?.trim().toLowerCase();
      if (!key) return;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: [i, "name"],
          message: "Two pricing options cannot have the same name.",
        });
      seen.add(key);
    });
    const ids = list.map((o) => o.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({
        code: "custom",
        message: "A pricing option is listed twice.",
      });
  });

export const pricingOptionRecord = z.object({
  id: z.number(),
  name: z.string().nullable(),
  duration_minutes: z.number(),
  price_type: z.string(),
  price: z.number(),
  special_price: z.number().nullable(),
  sort_order: z.number(),
});

type OptionInput = z.infer<typeof pricingOptionInput>;

/** The columns of a pricing option every reader selects (the service form, the calendar's booking form). */
export const optionColumns = {
  id: servicePricingOptions.id,
  service_id: servicePricingOptions.service_id,
  name: servicePricingOptions.name,
  duration_minutes: servicePricingOptions.duration_minutes,
  price_type: servicePricingOptions.price_type,
  price: servicePricingOptions.price,
  special_price: servicePricingOptions.special_price,
  sort_order: servicePricingOptions.sort_order,
};

const activeOptionsOf = (db: Queryable, serviceIds: number[]) =>
  db
    .select(optionColumns)
    .from(servicePricingOptions)
    .where(
      and(
        inArray(servicePricingOptions.service_id, serviceIds),
        isNull(servicePricingOptions.archived_at),
      ),
    )
    .orderBy(
      asc(servicePricingOptions.sort_order),
      asc(servicePricingOptions.id),
    );

/** What a client pays at least: the lowest special price, or else price, over the options (null without options). */
export const lowestPrice = (
  options: { price: number; special_price?: number | null }[],
): number | null =>
  options.length
    ? Math.min(...options.map((o) => o.special_price ?? o.price))
    : null;

/** The lowest price of a stored service's active options. */
export const storedLowestPrice = async (db: Queryable, serviceId: number) =>
  lowestPrice(await activeOptionsOf(db, [serviceId]));

/** The ids sent must be this service's current options (never another service's). */
export async function validatePricingOptions({
  tx,
  body,
  existing,
}: HookContext) {
  const list = body.pricing_options as OptionInput[] | undefined;
  if (!list) return;
  const sent = list.map((o) => o.id).filter((id) => id !== undefined);
  if (!sent.length) return;
  const own = existing
    ? new Set(
        (await activeOptionsOf(tx, [existing.id as number])).map((o) => o.id),
      )
    : new Set<number>();
  const errors: Record<string, string> = {};
  list.forEach((o, i) => {
    if (o.id !== undefined && !own.has(o.id))
      errors[`pricing_options.${i}.id`] =
        "This pricing option does not belong to the service.";
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

const fields = (o: OptionInput, index: number) => ({
  name: o.name?.trim() || null,
  duration_minutes: o.duration_minutes,
  price_type: o.price_type ?? "fixed",
  price: o.price,
  special_price: o.special_price ?? null,
  sort_order: index,
});

/**
 * Saves the nested options in the write transaction: updates the listed ids,
 * inserts the new ones, and removes the others (deleted, or archived when
 * history such as an appointment points at them).
 */
export async function savePricingOptions({
  tx,
  body,
  row,
}: HookContext & { row: Row }) {
  const list = body.pricing_options as OptionInput[] | undefined;
  if (!list) return;
  const serviceId = row.id as number;
  // Options are keyed (merchant_id, id): every statement below names both.
  const option = (id: number | number[]) =>
    and(
      eq(servicePricingOptions.merchant_id, row.merchant_id as number),
      Array.isArray(id)
        ? inArray(servicePricingOptions.id, id)
        : eq(servicePricingOptions.id, id),
    );
  const current = await activeOptionsOf(tx, [serviceId]);
  const kept = new Set(list.map((o) => o.id).filter((id) => id !== undefined));
  for (const old of current.filter((o) => !kept.has(o.id))) {
    try {
      await tx.transaction(async (sp) =>
        sp.delete(servicePricingOptions).where(option(old.id)),
      );
    } catch (err) {
      if (pgErrorCode(err) !== "23503") throw err;
      await tx
        .update(servicePricingOptions)
        .set({ archived_at: sql`now()`, updated_at: sql`now()` })
        .where(option(old.id));
    }
  }
  // Free the names first, so renames that swap names never clash on the unique index.
  if (kept.size)
    await tx
      .update(servicePricingOptions)
      .set({ name: null })
      .where(option([...kept] as number[]));
  for (const [index, o] of list.entries()) {
    if (o.id !== undefined)
      await tx
        .update(servicePricingOptions)
        .set({ ...fields(o, index), updated_at: sql`now()` })
        .where(option(o.id));
    else
      await tx.insert(servicePricingOptions).values({
        merchant_id: row.merchant_id as number,
        service_id: serviceId,
        ...fields(o, index),
      });
  }
}

/** Adds `pricing_options` (active, in order) and the price and duration range to service rows. */
export async function withPricingOptions(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const options = await activeOptionsOf(db, ids);
  return rows.map((r) => {
    const mine = options
      .filter((o) => o.service_id === r.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        duration_minutes: o.duration_minutes,
        price_type: o.price_type,
        price: o.price,
        special_price: o.special_price,
        sort_order: o.sort_order,
      }));
    const prices = mine.map((o) => o.special_price ?? o.price);
    const durations = mine.map((o) => o.duration_minutes);
    return {
      ...r,
      pricing_options: mine,
      price_min: lowestPrice(mine),
      price_max: prices.length ? Math.max(...prices) : null,
      duration_min: durations.length ? Math.min(...durations) : null,
      duration_max: durations.length ? Math.max(...durations) : null,
    };
  });
}

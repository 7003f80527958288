import { z } from "zod";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.js";
import {
  clients,
  payments,
  paymentTypes,
  refundItems,
  refunds,
  saleItems,
  sales,
  saleTips,
  vouchers,
} from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

const instants = <T extends Row>(row: T, keys: string[]): T => {
  const out: Row = { ...row };
  for (const k of keys) if (k in out) out[k] = isoInstant(out[k]);
  return out as T;
};

export const saleItemRecord = createSelectSchema(saleItems)
  .omit({ merchant_id: true })
  .extend({ refunded_quantity: z.number(), refunded_amount: z.number() });
export const paymentRecord = createSelectSchema(payments)
  .omit({ merchant_id: true })
  .extend({
    payment_type_name: z.string().nullable(),
    voucher_code: z.string().nullable(),
  });
export const tipRecord = createSelectSchema(saleTips).omit({
  merchant_id: true,
});
export const saleClient = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
  })
  .nullable();

const base = createSelectSchema(sales).omit({
  merchant_id: true,
  search_text: true,
});

/** A sale as lists show it: its columns, items, client and team members. */
export const saleListRecord = base.extend({
  items: z.array(saleItemRecord),
  client: saleClient,
  team_member_ids: z.array(z.number()),
  refunded_total: z.number(),
  /**
   * Derived (DOMAIN keeps `status` on what was paid, §3.31–3.32): `full`
   * when every item was refunded to its last unit, `partial` when anything
   * (an item, a unit or a tip) was, else `none`.
   */
  refund_state: z.enum(["none", "partial", "full"]),
});

/** A sale as one record (and every write answer): plus payments, tips and refunds. */
export const saleRecord = saleListRecord.extend({
  payments: z.array(paymentRecord),
  tips: z.array(tipRecord),
  refunds: z.array(
    z.object({
      id: z.number(),
      refund_number: z.string(),
      refund_at: z.string(),
      total: z.number(),
    }),
  ),
  change_due: z.number().optional(),
});

const ITEM_INSTANTS = ["created_at", "updated_at"];
const SALE_INSTANTS = [
  "sale_at",
  "paid_at",
  "voided_at",
  "created_at",
  "updated_at",
];

/** Whether a sale was refunded, in part or in full (saleListRecord.refund_state). */
export const refundState = (
  items: { quantity: number; refunded_quantity: number }[],
  refundedTotal: number,
): "none" | "partial" | "full" => {
  if (items.length && items.every((i) => i.refunded_quantity >= i.quantity))
    return "full";
  return refundedTotal !== 0 || items.some((i) => i.refunded_quantity > 0)
    ? "partial"
    : "none";
};

/** Items (with what was refunded of each), clients and refund totals of these sales. */
export async function withItemsAndClient(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const merchantId = rows[0].merchant_id as number | undefined;
  const scope = (col: AnyPgColumn) =>
    merchantId === undefined ? sql`true` : eq(col, merchantId);
  const [items, refunded, totals, people] = await Promise.all([
    db
      .select()
      .from(saleItems)
      .where(and(scope(saleItems.merchant_id), inArray(saleItems.sale_id, ids)))
      .orderBy(asc(saleItems.sale_id), asc(saleItems.position)),
    db
      .select({
        sale_item_id: refundItems.sale_item_id,
        quantity: sql<number>`sum(${refundItems.quantity})::int`,
        amount: sql<number>`sum(${refundItems.total_amount})::bigint`,
      })
      .from(refundItems)
      .innerJoin(
        refunds,
        and(
          eq(refunds.merchant_id, refundItems.merchant_id),
          eq(refunds.id, refundItems.refund_id),
        ),
      )
      .where(
        and(
          scope(refundItems.merchant_id),
          inArray(refunds.original_sale_id, ids),
        ),
      )
      .groupBy(refundItems.sale_item_id),
    db
      .select({
        sale_id: refunds.original_sale_id,
        total: sql<number>`sum(${refunds.total})::bigint`,
      })
      .from(refunds)
      .where(
        and(scope(refunds.merchant_id), inArray(refunds.original_sale_id, ids)),
      )
      .groupBy(refunds.original_sale_id),
    (() => {
      const clientIds = [
        ...new Set(
          rows
            .map((r) => r.client_id)
            .filter((v): v is number => typeof v === "number"),
        ),
      ];
      return clientIds.length
        ? db
            .select({
              id: clients.id,
              first_name: clients.first_name,
              last_name: clients.last_name,
              email: clients.email,
              mobile: clients.mobile,
            })
            .from(clients)
            .where(
              and(scope(clients.merchant_id), inArray(clients.id, clientIds)),
            )
        : Promise.resolve([]);
    })(),
  ]);
  const refundedOf = new Map(refunded.map((r) => [r.sale_item_id, r]));
  const totalOf = new Map(totals.map((t) => [t.sale_id, Number(t.total)]));
  const clientOf = new Map(people.map((c) => [c.id, c]));
  return rows.map((r) => {
    const own = items
      .filter((i) => i.sale_id === r.id)
      .map(({ merchant_id: _m, ...i }) => ({
        ...instants(i, ITEM_INSTANTS),
        refunded_quantity: Number(refundedOf.get(i.id)?.quantity ?? 0),
        refunded_amount: Number(refundedOf.get(i.id)?.amount ?? 0),
      }));
    return {
      ...instants(r, SALE_INSTANTS),
      items: own,
      client:
        r.client_id != null
          ? (clientOf.get(r.client_id as number) ?? null)
          : null,
      team_member_ids: [
        ...new Set(
          own
            .map((i) => i.team_member_id)
            .filter((v): v is number => v != null),
        ),
      ],
      refunded_total: totalOf.get(r.id as number) ?? 0,
      refund_state: refundState(own, totalOf.get(r.id as number) ?? 0),
    };
  });
}

/** One sale with everything a receipt shows. */
export async function saleDetail(
  db: Queryable,
  merchantId: number,
  id: number,
) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.merchant_id, merchantId), eq(sales.id, id)));
  if (!row) return undefined;
  const [listed] = await withItemsAndClient(db, [row as Row]);
  const [pays, tips, refs] = await Promise.all([
    db
      .select({
        p: payments,
        type_name: paymentTypes.name,
        code: vouchers.code,
      })
      .from(payments)
      .leftJoin(
        paymentTypes,
        and(
          eq(paymentTypes.merchant_id, payments.merchant_id),
          eq(paymentTypes.id, payments.payment_type_id),
        ),
      )
      .leftJoin(
        vouchers,
        and(
          eq(vouchers.merchant_id, payments.merchant_id),
          eq(vouchers.id, payments.voucher_id),
        ),
      )
      .where(
        and(eq(payments.merchant_id, merchantId), eq(payments.sale_id, id)),
      )
      .orderBy(asc(payments.id)),
    db
      .select()
      .from(saleTips)
      .where(
        and(eq(saleTips.merchant_id, merchantId), eq(saleTips.sale_id, id)),
      )
      .orderBy(asc(saleTips.id)),
    db
      .select({
        id: refunds.id,
        refund_number: refunds.refund_number,
        refund_at: refunds.refund_at,
        total: refunds.total,
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.merchant_id, merchantId),
          eq(refunds.original_sale_id, id),
        ),
      )
      .orderBy(asc(refunds.id)),
  ]);
  const { merchant_id: _m, search_text: _s, ...rest } = listed as Row;
  return {
    ...rest,
    payments: pays.map(
      ({ p: { merchant_id: _pm, ...p }, type_name, code }) => ({
        ...instants(p, ["paid_at", "created_at"]),
        payment_type_name: type_name,
        voucher_code: code,
      }),
    ),
    tips: tips.map(({ merchant_id: _tm, ...t }) =>
      instants(t, ["occurred_at"]),
    ),
    refunds: refs.map((r) => instants(r, ["refund_at"])),
  } as z.output<typeof saleRecord>;
}

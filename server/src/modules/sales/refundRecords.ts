import { z } from "zod";
import { and, asc, eq, inArray } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import type { Queryable } from "../../db/client.js";
import {
  clients,
  payments,
  paymentTypes,
  refundItems,
  refunds,
  saleItems,
  sales,
} from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

export const refundItemRecord = createSelectSchema(refundItems)
  .omit({ merchant_id: true })
  .extend({ name_snapshot: z.string(), item_type: z.string() });

/** A refund with its items and the invoice number of its sale (the refunds list, DOMAIN §5.3). */
export const refundRecord = createSelectSchema(refunds)
  .omit({ merchant_id: true, search_text: true })
  .extend({
    invoice_number: z.string(),
    items: z.array(refundItemRecord),
    /** The sale's client (name only: contact details stay on the client's page). */
    client: z
      .object({
        id: z.number(),
        first_name: z.string(),
        last_name: z.string().nullable(),
      })
      .nullable(),
    /** The payment types the money went back through, in the order paid out. */
    methods: z.array(z.string()),
  });

export async function withRefundItems(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const saleIds = [...new Set(rows.map((r) => r.original_sale_id as number))];
  const [items, invoices, methods] = await Promise.all([
    db
      .select({
        r: refundItems,
        name: saleItems.name_snapshot,
        type: saleItems.item_type,
      })
      .from(refundItems)
      .innerJoin(
        saleItems,
        and(
          eq(saleItems.merchant_id, refundItems.merchant_id),
          eq(saleItems.id, refundItems.sale_item_id),
        ),
      )
      .where(inArray(refundItems.refund_id, ids))
      .orderBy(asc(refundItems.id)),
    db
      .select({
        id: sales.id,
        invoice_number: sales.invoice_number,
        client_id: clients.id,
        first_name: clients.first_name,
        last_name: clients.last_name,
      })
      .from(sales)
      .leftJoin(
        clients,
        and(
          eq(clients.merchant_id, sales.merchant_id),
          eq(clients.id, sales.client_id),
        ),
      )
      .where(inArray(sales.id, saleIds)),
    db
      .select({ refund_id: payments.refund_id, name: paymentTypes.name })
      .from(payments)
      .innerJoin(
        paymentTypes,
        and(
          eq(paymentTypes.merchant_id, payments.merchant_id),
          eq(paymentTypes.id, payments.payment_type_id),
        ),
      )
      .where(inArray(payments.refund_id, ids))
      .orderBy(asc(payments.id)),
  ]);
  const saleOf = new Map(invoices.map((s) => [s.id, s]));
  return rows.map((r) => ({
    ...r,
    invoice_number:
      saleOf.get(r.original_sale_id as number)?.invoice_number ?? "",
    client: (() => {
      const s = saleOf.get(r.original_sale_id as number);
      return s?.client_id != null
        ? { id: s.client_id, first_name: s.first_name!, last_name: s.last_name }
        : null;
    })(),
    methods: [
      ...new Set(
        methods.filter((p) => p.refund_id === r.id).map((p) => p.name),
      ),
    ],
    items: items
      .filter((i) => i.r.refund_id === r.id)
      .map(({ r: { merchant_id: _m, ...i }, name, type }) => ({
        ...i,
        created_at: isoInstant(i.created_at),
        updated_at: isoInstant(i.updated_at),
        name_snapshot: name,
        item_type: type,
      })),
  }));
}

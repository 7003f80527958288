import { z } from "zod";
import { and, asc, eq, inArray } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import type { Queryable } from "../../db/client.js";
import {
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
  });

export async function withRefundItems(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const saleIds = [...new Set(rows.map((r) => r.original_sale_id as number))];
  const [items, invoices] = await Promise.all([
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
      .select({ id: sales.id, invoice_number: sales.invoice_number })
      .from(sales)
      .where(inArray(sales.id, saleIds)),
  ]);
  const invoiceOf = new Map(invoices.map((s) => [s.id, s.invoice_number]));
  return rows.map((r) => ({
    ...r,
    invoice_number: invoiceOf.get(r.original_sale_id as number) ?? "",
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

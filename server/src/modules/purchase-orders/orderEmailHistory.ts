import { z } from "zod";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  outboxMessages,
  purchaseOrderEmails,
  PURCHASE_ORDER_EMAIL_STATUSES,
  suppliers,
  users,
} from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

/** One e-mail of the order's history, as the purchase order record shows it. */
export const orderEmailRecord = z.object({
  id: z.number(),
  sent_at: z.string(),
  sent_by: z.number().nullable(),
  sent_by_name: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  message: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_EMAIL_STATUSES),
});

/** The e-mail histories of these orders (newest first), with the senders' names. */
export async function emailsOf(
  db: Queryable,
  merchantId: number,
  orderIds: number[],
): Promise<Map<number, z.output<typeof orderEmailRecord>[]>> {
  const out = new Map<number, z.output<typeof orderEmailRecord>[]>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({
      id: purchaseOrderEmails.id,
      purchase_order_id: purchaseOrderEmails.purchase_order_id,
      sent_at: purchaseOrderEmails.sent_at,
      sent_by: purchaseOrderEmails.sent_by,
      sent_by_name: users.name,
      recipient: purchaseOrderEmails.recipient,
      subject: purchaseOrderEmails.subject,
      message: purchaseOrderEmails.message,
      // A queued send is in the state of its outbox row.
      status: sql<string>`case
        when ${outboxMessages.status} is null then ${purchaseOrderEmails.status}
        when ${outboxMessages.status} = 'sent' then 'sent'
        when ${outboxMessages.status} in ('waiting', 'sending') then 'sending'
        else 'failed' end`,
    })
    .from(purchaseOrderEmails)
    .leftJoin(users, eq(users.id, purchaseOrderEmails.sent_by))
    .leftJoin(
      outboxMessages,
      and(
        eq(outboxMessages.merchant_id, purchaseOrderEmails.merchant_id),
        eq(outboxMessages.id, purchaseOrderEmails.outbox_id),
      ),
    )
    .where(
      and(
        eq(purchaseOrderEmails.merchant_id, merchantId),
        inArray(purchaseOrderEmails.purchase_order_id, orderIds),
      ),
    )
    .orderBy(desc(purchaseOrderEmails.id));
  for (const { purchase_order_id, ...e } of rows) {
    let list = out.get(purchase_order_id);
    if (!list) out.set(purchase_order_id, (list = []));
    list.push({
      ...e,
      sent_at: isoInstant(e.sent_at) as string,
      status: e.status as (typeof PURCHASE_ORDER_EMAIL_STATUSES)[number],
    });
  }
  return out;
}

/**
 * Adds to purchase orders what the e-mail dialog and history need: the
 * supplier's address (where staff send) and the order's e-mails.
 */
export async function withEmails(db: Queryable, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const merchantId = rows[0].merchant_id as number;
  const supplierIds = [...new Set(rows.map((r) => r.supplier_id as number))];
  const found = await db
    .select({ id: suppliers.id, email: suppliers.email })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.merchant_id, merchantId),
        inArray(suppliers.id, supplierIds),
      ),
    );
  const addresses = new Map(found.map((s) => [s.id, s.email]));
  const emails = await emailsOf(
    db,
    merchantId,
    rows.map((r) => r.id as number),
  );
  return rows.map((r) => ({
    ...r,
    supplier_email: addresses.get(r.supplier_id as number) ?? null,
    emails: emails.get(r.id as number) ?? [],
  }));
}

/** Whether the order was ever e-mailed (its history keeps it from being deleted). */
export async function wasEmailed(
  db: Queryable,
  merchantId: number,
  orderId: number,
) {
  const [row] = await db
    .select({ id: purchaseOrderEmails.id })
    .from(purchaseOrderEmails)
    .where(
      and(
        eq(purchaseOrderEmails.merchant_id, merchantId),
        eq(purchaseOrderEmails.purchase_order_id, orderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

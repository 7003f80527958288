import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { outboxMessages } from "../outbox/outboxMessages.js";
import { users } from "../users/users.js";
import { purchaseOrders } from "./purchaseOrders.js";

/**
 * `sending` until the mailer took it, then `sent`, or `failed` when it
 * refused. A send queued through the outbox (`outbox_id`) shows its outbox
 * row's state instead (orderEmailHistory.ts); the column keeps the state of
 * older sends and of the demo seed's.
 */
export const PURCHASE_ORDER_EMAIL_STATUSES = [
  "sending",
  "sent",
  "failed",
] as const;

/**
 * Every e-mail of a purchase order to its supplier (DOMAIN §3.13): who sent
 * it, to whom, what (subject, the sender's message and the whole text as
 * sent) and when. The order's e-mail history, and what the sending limits
 * count (modules/purchase-orders/orderEmails.ts). An order that was e-mailed
 * is not deleted (no cascade: it is cancelled instead).
 */
export const purchaseOrderEmails = pgTable(
  "purchase_order_emails",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    purchase_order_id: refColumn("purchase_order_id").notNull(),
    /** The user who sent it; null only for a system send. */
    sent_by: integer("sent_by").references(() => users.id),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The sender's own words on top of the order, if any. */
    message: text("message"),
    /** The plain-text part exactly as sent (the order as it was then). */
    body_text: text("body_text").notNull(),
    status: text("status").notNull().default("sending"),
    /** The queued message (modules/outbox), whose state is the send's. */
    outbox_id: refColumn("outbox_id"),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.purchase_order_id, purchaseOrders),
    businessRef(t, t.outbox_id, outboxMessages),
    index("purchase_order_emails_order_idx").on(
      t.merchant_id,
      t.purchase_order_id,
      t.id,
    ),
    // The limits: a user's sends in the last hour, the business's in the last day.
    index("purchase_order_emails_sent_at_idx").on(t.merchant_id, t.sent_at),
    index("purchase_order_emails_sender_idx").on(
      t.merchant_id,
      t.sent_by,
      t.sent_at,
    ),
    enumCheck(
      "purchase_order_emails_status_check",
      t.status,
      PURCHASE_ORDER_EMAIL_STATUSES,
    ),
  ],
);

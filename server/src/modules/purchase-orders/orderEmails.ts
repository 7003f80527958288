import { and, eq, sql } from "drizzle-orm";
import { enqueueMail } from "../outbox/enqueue.js";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/client.js";
import {
  locations,
  merchants,
  purchaseOrderEmails,
  purchaseOrders,
  suppliers,
} from "../../db/schema/index.js";
import { actorTime, type Actor } from "../../lib/actor.js";
import {
  conflict,
  HttpError,
  invalid,
  notFound,
} from "../../lib/httpErrors.js";
import type { Mail } from "../../lib/mailer.js";
import { pgErrorCode } from "../../lib/pgErrors.js";
import { orderMail } from "./email.js";
import { decorateOrders } from "./lines.js";
import { orderIs } from "./rules.js";

type Row = Record<string, unknown>;

/** Who sends: the business, the user (null = system) and their role (only the owner picks the recipient). */
export interface Sender extends Actor {
  role: 2 | 3;
}

export interface OrderEmailRequest {
  /** Another address than the supplier's: the owner's choice only. */
  to?: string;
  message?: string;
}

/** The first key of the advisory lock that makes the limits exact per business ("poe"). */
const LIMIT_LOCK_SPACE = 0x706f65;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const tooMany = (message: string, retryAfter: number) =>
  new HttpError(429, message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfter))),
  });

/**
 * Who gets the order: the supplier's stored address. Staff send there only;
 * the owner may give another address (`to`).
 */
function recipientOf(
  sender: Sender,
  supplier: { name: string; email: string | null } | undefined,
  to: string | undefined,
): string {
  const stored = supplier?.email?.toLowerCase() ?? null;
  const name = supplier?.name ?? "The supplier";
  if (to !== undefined && to.toLowerCase() !== stored && sender.role !== 2)
    throw new HttpError(
      403,
      `Only the owner can send a purchase order to another address than the supplier's${stored ? ` (${stored})` : ""}.`,
      { to: "Only the owner can change the recipient." },
    );
  const recipient = to ?? stored;
  if (!recipient)
    throw invalid({
      to:
        sender.role === 2
          ? `${name} has no e-mail address: add one to the supplier or enter the address to send to.`
          : `${name} has no e-mail address: ask the owner to add one to the supplier.`,
    });
  return recipient;
}

/**
 * The mail of an order as its supplier receives it (email.ts): to the
 * recipient the rule allows, with the delivery address, in the business's
 * language. 404 for an order of another business, 409 for a cancelled one.
 */
export async function composeOrderEmail(
  db: Queryable,
  sender: Sender,
  orderId: number,
  request: OrderEmailRequest,
): Promise<Mail> {
  const m = sender.merchantId;
  const [stored] = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(eq(purchaseOrders.merchant_id, m), eq(purchaseOrders.id, orderId)),
    );
  if (!stored) throw notFound();
  const [order] = (await decorateOrders(db, [stored])) as (Row & {
    lines: Row[];
  })[];
  if (order.status === "cancelled")
    throw conflict(`${orderIs(order)}: it is not sent to the supplier.`);
  const [supplier] = await db
    .select({ name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(
      and(eq(suppliers.merchant_id, m), eq(suppliers.id, stored.supplier_id)),
    );
  const recipient = recipientOf(sender, supplier, request.to);
  const [business] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.id, m));
  const [place] = await db
    .select()
    .from(locations)
    .where(
      and(eq(locations.merchant_id, m), eq(locations.id, stored.location_id)),
    );
  const deliverTo = [
    place.name,
    place.address_line1,
    place.address_line2,
    [place.postcode, place.city].filter(Boolean).join(" "),
    place.country_code,
  ].filter((s): s is string => !!s);
  return orderMail(recipient, {
    order,
    business,
    supplierName: supplier?.name ?? "",
    deliverTo,
    message: request.message,
  });
}

/**
 * Records one e-mail of an order (who, what, to whom, when: the actor's
 * instant); its id. `outboxId`: the queued message whose state it shows.
 */
export async function recordOrderEmail(
  db: Queryable,
  actor: Actor,
  orderId: number,
  mail: Mail,
  message: string | undefined,
  status: "sending" | "sent" = "sending",
  outboxId: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(purchaseOrderEmails)
    .values({
      merchant_id: actor.merchantId,
      purchase_order_id: orderId,
      sent_by: actor.userId,
      recipient: mail.to,
      subject: mail.subject,
      message: message ?? null,
      body_text: mail.text,
      status,
      outbox_id: outboxId,
      sent_at: actorTime(actor),
    })
    .returning({ id: purchaseOrderEmails.id });
  return row.id;
}

/**
 * Records the e-mail under the limits and queues it in the outbox, in one
 * short transaction: the business's advisory lock makes concurrent sends
 * count one after the other, so neither limit is ever passed. Refuses with
 * 429 and how long to wait.
 */
async function recordUnderLimits(
  app: FastifyInstance,
  sender: Sender,
  orderId: number,
  mail: Mail,
  message: string | undefined,
): Promise<number> {
  const perUser = app.config.PO_EMAILS_PER_USER_HOUR;
  const perBusiness = app.config.PO_EMAILS_PER_BUSINESS_DAY;
  const e = purchaseOrderEmails;
  return app.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}, ${sender.merchantId})`,
    );
    const mine = sql`${e.sent_by} = ${sender.userId} and ${e.sent_at} > now() - interval '1 hour'`;
    const {
      rows: [use],
    } = await tx.execute<{
      user_count: number;
      user_wait: number | null;
      business_count: number;
      business_wait: number | null;
    }>(sql`select
        count(*) filter (where ${mine})::int as user_count,
        extract(epoch from min(${e.sent_at}) filter (where ${mine}) + interval '1 hour' - now())::float8 as user_wait,
        count(*)::int as business_count,
        extract(epoch from min(${e.sent_at}) + interval '1 day' - now())::float8 as business_wait
      from ${e}
      where ${e.merchant_id} = ${sender.merchantId} and ${e.sent_at} > now() - interval '1 day'`);
    if (use.user_count >= perUser)
      throw tooMany(
        `You have sent ${perUser} purchase order e-mails in the last hour, the most one person may send. Please try again in ${minutes(use.user_wait ?? 3600)} minute(s).`,
        use.user_wait ?? 3600,
      );
    if (use.business_count >= perBusiness)
      throw tooMany(
        `This business has sent ${perBusiness} purchase order e-mails in the last 24 hours, the most it may send. Please try again in ${minutes(use.business_wait ?? 86_400)} minute(s).`,
        use.business_wait ?? 86_400,
      );
    const outboxId = await enqueueMail(tx, {
      merchantId: sender.merchantId,
      kind: "purchase_order",
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdBy: sender.userId,
    });
    return recordOrderEmail(
      tx,
      sender,
      orderId,
      mail,
      message,
      "sending",
      outboxId,
    );
  });
}

/**
 * E-mails a purchase order to its supplier: the one place an order is sent.
 * Composes it for the recipient the rule allows, then records who sends
 * what to whom under the limits and queues it in the outbox, in one
 * transaction: the outbox worker sends it (retrying while the mail server
 * is away), and the order's e-mail history shows the outbox row's state.
 * The request never waits for the mail server.
 */
export async function sendOrderEmail(
  app: FastifyInstance,
  sender: Sender,
  orderId: number,
  request: OrderEmailRequest,
): Promise<{ sent_to: string }> {
  const mail = await composeOrderEmail(app.db, sender, orderId, request);
  await recordUnderLimits(app, sender, orderId, mail, request.message).catch(
    (err: unknown) => {
      // The draft was deleted meanwhile: nothing was recorded or queued.
      if (pgErrorCode(err) === "23503") throw notFound();
      throw err;
    },
  );
  app.outbox.wake();
  return { sent_to: mail.to };
}

import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/client.js";
import {
  locations,
  merchants,
  purchaseOrderEmails,
  suppliers,
} from "../../db/schema/index.js";
import { HttpError, invalid, notFound } from "../../lib/httpErrors.js";
import { pgErrorCode } from "../../lib/pgErrors.js";
import type { Mail } from "../../lib/mailer.js";
import { orderMail } from "./email.js";

type Row = Record<string, unknown>;

/** Who sends: the business, the user and their role (only the owner picks the recipient). */
export interface Sender {
  merchantId: number;
  userId: number;
  role: 2 | 3;
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
  const stored = supplier?.email ?? null;
  const name = supplier?.name ?? "The supplier";
  const same = to?.toLowerCase() === stored?.toLowerCase();
  if (to !== undefined && !same && sender.role !== 2)
    throw new HttpError(
      403,
      `Only the owner can send a purchase order to another address than the supplier's${stored ? ` (${stored})` : ""}.`,
      { to: "Only the owner can change the recipient." },
    );
  const recipient = to ?? stored?.toLowerCase();
  if (!recipient)
    throw invalid({
      to:
        sender.role === 2
          ? `${name} has no e-mail address: add one to the supplier or enter the address to send to.`
          : `${name} has no e-mail address: ask the owner to add one to the supplier.`,
    });
  return recipient;
}

/** The order as the supplier receives it (email.ts), with the delivery address. */
async function composeMail(
  db: Queryable,
  merchantId: number,
  order: Row & { lines: Row[] },
  supplierName: string,
  recipient: string,
  message: string | undefined,
): Promise<Mail> {
  const [business] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [place] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.merchant_id, merchantId),
        eq(locations.id, order.location_id as number),
      ),
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
    supplierName,
    deliverTo,
    message,
  });
}

/**
 * Records the e-mail under the limits, in one short transaction: the
 * business's advisory lock makes concurrent sends count one after the other,
 * so neither limit is ever passed. Refuses with 429 and how long to wait.
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
  return app.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}, ${sender.merchantId})`,
    );
    const {
      rows: [use],
    } = await tx.execute<{
      user_count: number;
      user_wait: number | null;
      business_count: number;
      business_wait: number | null;
    }>(sql`select
        count(*) filter (where ${purchaseOrderEmails.sent_by} = ${sender.userId}
          and ${purchaseOrderEmails.sent_at} > now() - interval '1 hour')::int as user_count,
        extract(epoch from (min(${purchaseOrderEmails.sent_at}) filter (where ${purchaseOrderEmails.sent_by} = ${sender.userId}
          and ${purchaseOrderEmails.sent_at} > now() - interval '1 hour') + interval '1 hour' - now()))::float8 as user_wait,
        count(*)::int as business_count,
        extract(epoch from (min(${purchaseOrderEmails.sent_at}) + interval '1 day' - now()))::float8 as business_wait
      from ${purchaseOrderEmails}
      where ${purchaseOrderEmails.merchant_id} = ${sender.merchantId}
        and ${purchaseOrderEmails.sent_at} > now() - interval '1 day'`);
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
    const [row] = await tx
      .insert(purchaseOrderEmails)
      .values({
        merchant_id: sender.merchantId,
        purchase_order_id: orderId,
        sent_by: sender.userId,
        recipient: mail.to,
        subject: mail.subject,
        message: message ?? null,
        body_text: mail.text,
      })
      .returning({ id: purchaseOrderEmails.id });
    return row.id;
  });
}

/**
 * E-mails a purchase order to its supplier: the one place a purchase order
 * is sent. Checks the recipient (the supplier's stored address; another only
 * for the owner), records who sends what to whom under the limits, hands
 * the mail to the mailer and notes whether it took it. A later outbox
 * replaces the last step: the recorded row is then the queued message.
 */
export async function sendOrderEmail(
  app: FastifyInstance,
  sender: Sender,
  order: Row & { lines: Row[] },
  body: { to?: string; message?: string },
): Promise<{ sent_to: string }> {
  const db = app.db;
  const [supplier] = await db
    .select({ name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.merchant_id, sender.merchantId),
        eq(suppliers.id, order.supplier_id as number),
      ),
    );
  const recipient = recipientOf(sender, supplier, body.to);
  const mail = await composeMail(
    db,
    sender.merchantId,
    order,
    supplier?.name ?? "",
    recipient,
    body.message,
  );
  const id = await recordUnderLimits(
    app,
    sender,
    order.id as number,
    mail,
    body.message,
  ).catch((err: unknown) => {
    // The draft was deleted meanwhile: nothing was recorded or sent.
    if (pgErrorCode(err) === "23503") throw notFound();
    throw err;
  });
  const mark = (status: "sent" | "failed") =>
    db
      .update(purchaseOrderEmails)
      .set({ status })
      .where(
        and(
          eq(purchaseOrderEmails.merchant_id, sender.merchantId),
          eq(purchaseOrderEmails.id, id),
        ),
      );
  try {
    await app.mailer.send(mail);
  } catch (err) {
    app.log.error({ err }, "could not send the purchase order e-mail");
    await mark("failed");
    throw new HttpError(
      502,
      "The e-mail could not be sent. Please try again later.",
    );
  }
  await mark("sent");
  return { sent_to: recipient };
}

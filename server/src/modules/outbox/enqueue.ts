import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  merchants,
  outboxMessages,
  type OutboxKind,
} from "../../db/schema/index.js";
import type { Language } from "./words.js";

/** A message to queue: one e-mail of the business. */
export interface OutgoingMail {
  merchantId: number;
  kind: OutboxKind;
  to: string;
  subject: string;
  /** The plain-text part, as the owner sees it in the outbox. */
  text: string;
  /**
   * The message's own HTML (a table of lines, say); the layout puts the
   * business's name and logo around it. Without it, the text is the HTML.
   */
  html?: string;
  /** Default: the business's language (merchants.default_language). */
  language?: Language;
  /** Whom it concerns, for the client's page and the owner's screen. */
  clientId?: number | null;
  appointmentId?: number | null;
  /** The user who caused it (null: the system). */
  createdBy?: number | null;
  /** Not before this instant (default: at once). */
  sendAfter?: Date | string;
  /** Pointless after this instant: not sent, nor retried, after it (e.g. a link's expiry). */
  expiresAt?: Date | string | SQL;
  /** History, not a message to send: it was sent at this instant (the demo seed). */
  sentAt?: string | SQL;
}

const instant = (v: Date | string) =>
  typeof v === "string" ? v : v.toISOString();

/** The row of a message (for enqueueMail and for statements that insert it themselves). */
export function outboxRow(mail: OutgoingMail) {
  return {
    merchant_id: mail.merchantId,
    channel: "email",
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    language:
      mail.language ??
      sql`(select ${merchants.default_language} from ${merchants} where ${merchants.id} = ${mail.merchantId})`,
    client_id: mail.clientId ?? null,
    appointment_id: mail.appointmentId ?? null,
    created_by: mail.createdBy ?? null,
    ...(mail.sendAfter ? { send_after: instant(mail.sendAfter) } : {}),
    expires_at:
      mail.expiresAt === undefined
        ? null
        : mail.expiresAt instanceof Date || typeof mail.expiresAt === "string"
          ? instant(mail.expiresAt)
          : mail.expiresAt,
    ...(mail.sentAt
      ? {
          status: "sent",
          sent_at: mail.sentAt,
          send_after: mail.sentAt,
          queued_at: mail.sentAt,
          created_at: mail.sentAt,
          updated_at: mail.sentAt,
        }
      : {}),
  };
}

/**
 * Queues an e-mail in the caller's transaction: it is sent by the outbox
 * worker once that transaction commits, and never if it rolls back. One
 * statement; answers the outbox row's id. Call `app.outbox.wake()` after
 * the commit to have it sent at once (otherwise within OUTBOX_POLL_MS).
 *
 * ```ts
 * await app.db.transaction(async (tx) => {
 *   const sale = await checkout(tx, …);
 *   await enqueueMail(tx, { merchantId, kind: "receipt", to, subject, text, clientId });
 * });
 * app.outbox.wake();
 * ```
 */
export async function enqueueMail(
  tx: Queryable,
  mail: OutgoingMail,
): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values(outboxRow(mail))
    .returning({ id: outboxMessages.id });
  return row.id;
}

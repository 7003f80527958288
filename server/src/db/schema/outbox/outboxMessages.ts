import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { appointments } from "../appointments/appointments.js";
import { clients } from "../clients/clients.js";
import { LANGUAGES } from "../merchants/merchants.js";
import { users } from "../users/users.js";
import { createdBy } from "../users/createdBy.js";

/** How a message travels: e-mail now; SMS is a sender to plug in later. */
export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What a message is: the mail of a request, or a client notification (a template type). */
export const OUTBOX_KINDS = [
  "password_reset",
  "purchase_order",
  "receipt",
  "new_appointment",
  "rescheduled_appointment",
  "cancelled_appointment",
  "reminder",
  "no_show",
  "thank_you",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * waiting: to be sent at `send_after` (again, after a failed attempt);
 * sending: taken by a worker until `lease_until`; sent; failed: the mail
 * server refused it for good or the retries ran out (the owner may resend);
 * expired: its deadline passed first (a reset link, an appointment that has
 * begun); cancelled: no longer to be sent (the client withdrew consent, the
 * appointment was cancelled).
 */
export const OUTBOX_STATUSES = [
  "waiting",
  "sending",
  "sent",
  "failed",
  "expired",
  "cancelled",
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Why a message failed or was not sent, for the owner's screen (the SPA words it). */
export const OUTBOX_REASONS = [
  "connection",
  "timeout",
  "deferred",
  "rejected",
  "error",
  "expired",
  "retries_exhausted",
  "no_address",
  "no_consent",
  "template_off",
  "appointment_changed",
] as const;
export type OutboxReason = (typeof OUTBOX_REASONS)[number];

const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "string" });

/**
 * The outbox (modules/outbox): every message the business sends, written in
 * the same transaction as what caused it and sent by the outbox worker, with
 * retries and backoff, at most once at a time across server processes (a
 * row is taken with FOR UPDATE SKIP LOCKED and a lease). A client
 * notification is written as a scheduled row (`template_id`, no text yet)
 * and worded when it is due. The HTML part is laid out when sent, with the
 * business's name and logo (`body_html` is the message's own part, if any).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    channel: text("channel").notNull().default("email"),
    kind: text("kind").notNull(),
    /** The address (or, later, the phone number); null until a notification is worded. */
    recipient: text("recipient"),
    subject: text("subject"),
    body_text: text("body_text"),
    body_html: text("body_html"),
    /** One of the six UI codes: the message's language. */
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("waiting"),
    reason: text("reason"),
    /** The mail server's or the worker's own words on the last failure. */
    detail: text("detail"),
    attempts: integer("attempts").notNull().default(0),
    /** Not sent before this instant (a reminder's time, the next retry). */
    send_after: instant("send_after").notNull().defaultNow(),
    /** Pointless after this instant (a reset link's expiry, the appointment's start). */
    expires_at: instant("expires_at"),
    /** When it was queued (or resent): retries stop OUTBOX_RETRY_HOURS after. */
    queued_at: instant("queued_at").notNull().defaultNow(),
    /** While `sending`: the worker that took it has it until then. */
    lease_until: instant("lease_until"),
    sent_at: instant("sent_at"),
    client_id: refColumn("client_id"),
    appointment_id: refColumn("appointment_id"),
    /** A client notification's template (reminder rows: which reminder). */
    template_id: refColumn("template_id"),
    /** The account a password reset is for. */
    user_id: integer("user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      outboxMessages.recipient,
      outboxMessages.subject,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.client_id, clients),
    businessRef(t, t.appointment_id, appointments),
    // The worker's question: what is due (or whose lease ran out)?
    index("outbox_messages_due_idx")
      .on(t.send_after)
      .where(sql`${t.status} in ('waiting', 'sending')`),
    index("outbox_messages_list_idx").on(t.merchant_id, t.created_at, t.id),
    index("outbox_messages_client_idx")
      .on(t.merchant_id, t.client_id, t.id)
      .where(sql`${t.client_id} is not null`),
    index("outbox_messages_appointment_idx")
      .on(t.merchant_id, t.appointment_id)
      .where(sql`${t.appointment_id} is not null`),
    searchIndex("outbox_messages_search_idx", t.search_text),
    enumCheck("outbox_messages_channel_check", t.channel, OUTBOX_CHANNELS),
    enumCheck("outbox_messages_kind_check", t.kind, OUTBOX_KINDS),
    enumCheck("outbox_messages_status_check", t.status, OUTBOX_STATUSES),
    enumCheck("outbox_messages_reason_check", t.reason, OUTBOX_REASONS),
    enumCheck("outbox_messages_language_check", t.language, LANGUAGES),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
    // A message is worded (address and text) unless it is a notification still to be worded.
    check(
      "outbox_messages_worded_check",
      sql`(${t.recipient} is not null and ${t.body_text} is not null) or (${t.template_id} is not null and ${t.status} in ('waiting', 'sending', 'cancelled', 'expired'))`,
    ),
  ],
);

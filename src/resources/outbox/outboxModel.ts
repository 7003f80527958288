/** The outbox as the owner sees it (`outbox`, read-only but for resend; server: modules/outbox). */

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

export const OUTBOX_STATUSES = [
  "waiting",
  "sending",
  "sent",
  "failed",
  "expired",
  "cancelled",
] as const;

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

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One message of the outbox. */
export interface OutboxMessage {
  id: number;
  channel: string;
  kind: (typeof OUTBOX_KINDS)[number];
  /** Null until a scheduled notification is worded. */
  recipient: string | null;
  subject: string | null;
  language: string;
  status: OutboxStatus;
  reason: (typeof OUTBOX_REASONS)[number] | null;
  /** The mail server's own words on the last failure. */
  detail: string | null;
  attempts: number;
  send_after: string;
  expires_at: string | null;
  sent_at: string | null;
  client_id: number | null;
  created_at: string;
}

const R = "resources.outbox";

export const kindChoices = OUTBOX_KINDS.map((id) => ({
  id,
  name: `${R}.kinds.${id}`,
}));
export const statusChoices = OUTBOX_STATUSES.map((id) => ({
  id,
  name: `${R}.statuses.${id}`,
}));

/** The catalogue key of a failure's reason; null for none (or one this SPA does not know). */
export const reasonKey = (m: Pick<OutboxMessage, "reason">) =>
  m.reason && (OUTBOX_REASONS as readonly string[]).includes(m.reason)
    ? `${R}.reasons.${m.reason}`
    : null;

/** Only a failed message whose deadline has not passed can be sent again (the server's rule). */
export const canResend = (
  m: Pick<OutboxMessage, "status" | "expires_at">,
  now = Date.now(),
) =>
  m.status === "failed" &&
  (m.expires_at == null || Date.parse(m.expires_at) > now);

/** The outbox list filtered to one client's messages, newest first (from the client's page). */
export const clientMessagesUrl = (clientId: number | string) =>
  `/outbox?${new URLSearchParams({
    filter: JSON.stringify({ client_id: clientId }),
    sort: "created_at",
    order: "DESC",
  })}`;

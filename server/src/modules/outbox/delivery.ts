import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { OutboxReason } from "../../db/schema/index.js";
import type { SendFailure } from "../../lib/mailer.js";

/** How the worker retries: the first wait, its cap, the window, the lease. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  /** Retries stop this long after the message was queued (or resent). */
  windowMs: number;
  /** How long a worker keeps a message it took before another may take it. */
  leaseMs: number;
}

/** A message as the worker took it. */
export interface ClaimedMessage extends Record<string, unknown> {
  merchant_id: number;
  id: number;
  kind: string;
  recipient: string | null;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  language: string;
  attempts: number;
  send_after: string;
  client_id: number | null;
  appointment_id: number | null;
  template_id: number | null;
  /** Its deadline (expires_at) has passed: it is not sent. */
  expired: boolean;
  /** Its retry window has passed. */
  exhausted: boolean;
}

const seconds = (ms: number) => ms / 1000;

/**
 * Takes the next due e-mail, or one whose worker's lease ran out (a process
 * that died while sending): one statement, FOR UPDATE SKIP LOCKED, so two
 * processes never take the same row. Taking it counts an attempt, and the
 * attempt count is the taker's token: a late answer of an earlier taker
 * changes nothing (settle's `attempts` condition).
 */
export async function claimNext(
  db: Db,
  policy: RetryPolicy,
): Promise<ClaimedMessage | undefined> {
  const { rows } = await db.execute<ClaimedMessage>(sql`
    update outbox_messages o
    set status = 'sending', attempts = o.attempts + 1,
      lease_until = now() + make_interval(secs => ${seconds(policy.leaseMs)}),
      updated_at = now()
    from (
      select merchant_id, id from outbox_messages
      where send_after <= now() and channel = 'email'
        and (status = 'waiting' or (status = 'sending' and lease_until < now()))
      order by send_after, id
      limit 1
      for update skip locked
    ) due
    where o.merchant_id = due.merchant_id and o.id = due.id
    returning o.merchant_id, o.id, o.kind, o.recipient, o.subject, o.body_text,
      o.body_html, o.language, o.attempts, o.send_after, o.client_id,
      o.appointment_id, o.template_id,
      now() >= coalesce(o.expires_at, 'infinity') as expired,
      now() >= o.queued_at + make_interval(secs => ${seconds(policy.windowMs)}) as exhausted`);
  return rows[0];
}

const mine = (m: ClaimedMessage) =>
  sql`merchant_id = ${m.merchant_id} and id = ${m.id} and status = 'sending' and attempts = ${m.attempts}`;

export async function settleSent(db: Db, m: ClaimedMessage) {
  await db.execute(sql`
    update outbox_messages set status = 'sent', sent_at = now(), lease_until = null,
      reason = null, detail = null, updated_at = now()
    where ${mine(m)}`);
}

/** Not sent, on purpose: expired (its deadline passed), cancelled, or failed when its retries ran out. */
export async function settleUnsent(
  db: Db,
  m: ClaimedMessage,
  status: "expired" | "cancelled" | "failed",
  reason: OutboxReason,
) {
  await db.execute(sql`
    update outbox_messages set status = ${status}, reason = ${reason},
      lease_until = null, updated_at = now()
    where ${mine(m)}`);
}

/** The wait before attempt n + 1: base × 2^(n−1), capped, ±25 % so processes spread out. */
export function backoffMs(
  attempts: number,
  policy: RetryPolicy,
  random = Math.random,
) {
  const plain = Math.min(
    policy.maxMs,
    policy.baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)),
  );
  return Math.round(plain * (0.75 + random() / 2));
}

/**
 * A failed attempt: a refusal for good fails the message; otherwise it waits
 * for its next attempt, unless that would come after its deadline (expired:
 * a reset link that has run out is never sent late) or after its retry
 * window (failed, the owner may resend). Answers the new status.
 */
export async function settleFailure(
  db: Db,
  m: ClaimedMessage,
  failure: { reason: SendFailure; permanent: boolean; detail: string },
  policy: RetryPolicy,
): Promise<string | undefined> {
  const next = sql`now() + make_interval(secs => ${seconds(backoffMs(m.attempts, policy))})`;
  const window = sql`queued_at + make_interval(secs => ${seconds(policy.windowMs)})`;
  const { rows } = await db.execute<{ status: string }>(sql`
    update outbox_messages set
      status = case
        when ${failure.permanent} then 'failed'
        when ${next} >= coalesce(expires_at, 'infinity') then 'expired'
        when ${next} >= ${window} then 'failed'
        else 'waiting' end,
      reason = case
        when ${failure.permanent} then ${failure.reason}
        when ${next} >= coalesce(expires_at, 'infinity') then 'expired'
        when ${next} >= ${window} then 'retries_exhausted'
        else ${failure.reason} end,
      detail = ${failure.detail},
      send_after = ${next},
      lease_until = null,
      updated_at = now()
    where ${mine(m)}
    returning status`);
  return rows[0]?.status;
}

/** Words a scheduled notification when it is due: its address, subject and text, kept as sent. */
export async function saveWording(
  db: Db,
  m: ClaimedMessage,
  w: { to: string; subject: string; text: string; language: string },
) {
  await db.execute(sql`
    update outbox_messages set recipient = ${w.to}, subject = ${w.subject},
      body_text = ${w.text}, language = ${w.language}, updated_at = now()
    where ${mine(m)}`);
}

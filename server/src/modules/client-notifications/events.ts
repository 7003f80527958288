import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { isoInstant } from "../../lib/wire.js";
import {
  appointments,
  clientNotificationTemplates as templates,
  clients,
  merchants,
  outboxMessages,
  type ClientNotificationEvent,
} from "../../db/schema/index.js";

/**
 * Client notifications (DOMAIN §3.6) through the outbox. A trigger on
 * appointments records each change of a client's appointment in
 * client_notification_events inside the statement that made it (custom
 * migration client_notification_triggers): a booking gains no round trip,
 * and every path that writes appointments (the calendar, checkout, the
 * online booking to come) is covered. The outbox worker calls
 * processNotificationEvents: it takes committed events (FOR UPDATE SKIP
 * LOCKED, so two server processes share them), queues the messages they
 * call for and deletes them, in one transaction.
 *
 * Booked → the confirmation (new_appointment), changed → rescheduled_appointment,
 * cancelled → cancelled_appointment; after each, the appointment's reminders
 * are scheduled again from what it is now: one row per enabled reminder
 * template, due `reminder_offset_minutes` before the start (none already
 * past), and none for a cancelled appointment. Only e-mail is sent, to a
 * client who consented (notify_email) and has an address; SMS rows will be
 * queued here once there is a sender (`channel`). The rows carry no text
 * yet: wording.ts words each when it is due.
 */

interface EventRow extends Record<string, unknown> {
  merchant_id: number;
  id: number;
  appointment_id: number;
  event: ClientNotificationEvent;
}

const MESSAGE_OF = {
  booked: "new_appointment",
  moved: "rescheduled_appointment",
  cancelled: "cancelled_appointment",
} as const;

/** The first key of the advisory lock that handles one appointment's events at a time ("cne"). */
const LOCK_SPACE = 0x636e65;

/**
 * The messages a run of one appointment's events calls for: a booking and
 * changes right after it are one confirmation; a booking cancelled before
 * anything was queued tells the client nothing; repeated changes are one.
 */
export function messagesFor(
  events: readonly ClientNotificationEvent[],
): ClientNotificationEvent[] {
  const out: ClientNotificationEvent[] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (e === "moved" && (last === "booked" || last === "moved")) continue;
    if (e === "cancelled" && last === "booked") {
      out.pop();
      continue;
    }
    if (e === last) continue;
    out.push(e);
  }
  return out;
}

/** Takes up to `limit` committed events, queues their messages and deletes them; answers how many it took. */
export async function processNotificationEvents(
  db: Db,
  limit = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<EventRow>(sql`
      delete from client_notification_events e
      using (
        select merchant_id, id from client_notification_events
        order by id limit ${limit} for update skip locked
      ) c
      where e.merchant_id = c.merchant_id and e.id = c.id
      returning e.merchant_id, e.id, e.appointment_id, e.event`);
    const runs = new Map<string, EventRow[]>();
    for (const r of rows.sort((a, b) => a.id - b.id)) {
      const key = `${r.merchant_id}:${r.appointment_id}`;
      runs.set(key, [...(runs.get(key) ?? []), r]);
    }
    for (const [key, run] of runs) {
      // Another process may hold later events of the same appointment.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`,
      );
      await applyEvents(
        tx,
        run[0].merchant_id,
        run[0].appointment_id,
        run.map((r) => r.event),
      );
    }
    return rows.length;
  });
}

async function applyEvents(
  tx: Tx,
  merchantId: number,
  appointmentId: number,
  events: ClientNotificationEvent[],
) {
  const [found] = await tx
    .select({
      status: appointments.status,
      start_at: appointments.start_at,
      client_id: appointments.client_id,
      email: clients.email,
      notify_email: clients.notify_email,
      language: sql<string>`coalesce(${clients.language}, ${merchants.default_language})`,
      future: sql<boolean>`${appointments.start_at} > now()`,
    })
    .from(appointments)
    .innerJoin(merchants, eq(merchants.id, appointments.merchant_id))
    .leftJoin(
      clients,
      and(
        eq(clients.merchant_id, appointments.merchant_id),
        eq(clients.id, appointments.client_id),
        isNull(clients.archived_at),
      ),
    )
    .where(
      and(
        eq(appointments.merchant_id, merchantId),
        eq(appointments.id, appointmentId),
      ),
    );
  if (!found) return;
  const byEmail = await tx
    .select({
      id: templates.id,
      type: templates.type,
      offset: templates.reminder_offset_minutes,
    })
    .from(templates)
    .where(
      and(
        eq(templates.merchant_id, merchantId),
        eq(templates.enabled, true),
        eq(templates.channel_email, true),
      ),
    );
  const reachable =
    found.client_id != null && found.notify_email === true && !!found.email;
  const active = found.status === "booked" || found.status === "confirmed";
  const startAt = String(isoInstant(found.start_at));
  const common = {
    merchant_id: merchantId,
    channel: "email",
    language: found.language,
    client_id: found.client_id,
    appointment_id: appointmentId,
    expires_at: startAt,
  };
  const messages: (typeof outboxMessages.$inferInsert)[] = [];
  if (reachable && found.future)
    for (const e of messagesFor(events)) {
      const fits = e === "cancelled" ? found.status === "cancelled" : active;
      const template = byEmail.find((t) => t.type === MESSAGE_OF[e]);
      if (fits && template)
        messages.push({
          ...common,
          kind: MESSAGE_OF[e],
          template_id: template.id,
        });
    }
  if (messages.length) await tx.insert(outboxMessages).values(messages);
  // The reminders, dropped and scheduled again from the appointment as it is.
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.merchant_id, merchantId),
        eq(outboxMessages.appointment_id, appointmentId),
        eq(outboxMessages.kind, "reminder"),
        eq(outboxMessages.status, "waiting"),
        isNull(outboxMessages.recipient),
      ),
    );
  const reminders =
    reachable && active
      ? byEmail.flatMap((t) =>
          t.type === "reminder" && t.offset != null
            ? [
                {
                  template_id: t.id,
                  send_after: new Date(
                    Date.parse(startAt) - t.offset * 60_000,
                  ).toISOString(),
                },
              ]
            : [],
        )
      : [];
  // A reminder whose time has already passed is not sent.
  if (reminders.length)
    await tx.execute(sql`
      insert into ${outboxMessages} (merchant_id, channel, kind, language, template_id, client_id, appointment_id, send_after, expires_at)
      select ${merchantId}, 'email', 'reminder', ${found.language}, r.template_id, ${found.client_id}, ${appointmentId}, r.send_after, ${startAt}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(reminders)}::jsonb) as r(template_id bigint, send_after timestamptz)
      where r.send_after > now()`);
}

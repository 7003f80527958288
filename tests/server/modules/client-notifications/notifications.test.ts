import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  cancellationReasons,
  clientNotificationEvents,
  clientNotificationTemplates,
  merchants,
  outboxMessages,
} from "../../../../server/src/db/schema";
import { notificationTemplates } from "../../../../server/src/db/seed/clients";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createClient, createMerchant } from "../../support/builders";
import { createSalon, type Salon } from "../../support/calendarFixtures";
import { parseMail, type ParsedMail } from "../../support/mail";
import { drainOutbox } from "../../support/outbox";

/**
 * The client notification templates through the outbox: confirmation,
 * change, cancellation and reminders of a client's appointment, by e-mail
 * to clients who consented and have an address, in the client's language,
 * placeholders filled in; reminders scheduled, moved and dropped with the
 * appointment. The worker is driven a round at a time (drainOutbox); mail
 * goes to the file outbox.
 */
let t: TestApp;
let m: Awaited<ReturnType<typeof createMerchant>>;
let salon: Salon;
let reasonId: number;

const START = "2030-01-07T10:00:00.000Z"; // a Monday, 10:00 in London
const MOVED = "2030-01-08T14:30:00.000Z";
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  m = await createMerchant(t.app);
  salon = await createSalon(t.app, m.merchant.id);
  await t.app.db
    .update(merchants)
    .set({ business_name: "Serenity Spa", phone: "+44 20 7946 0000" })
    .where(eq(merchants.id, m.merchant.id));
  // The demo's six templates: a reminder a day before by e-mail (and SMS),
  // one two hours before by SMS only, confirmation, change, cancellation.
  await t.app.db
    .insert(clientNotificationTemplates)
    .values(notificationTemplates(m.merchant.id));
  const [reason] = await t.app.db
    .insert(cancellationReasons)
    .values({ merchant_id: m.merchant.id, name: "Client asked" })
    .returning();
  reasonId = reason.id;
});

const api = (method: "POST" | "PUT" | "GET", url: string, payload?: object) =>
  t.injectAs(m.owner.token, { method, url: `merchant/${url}`, payload });

const booking = (clientId: number | null, start = START, member = 0) => ({
  location_id: salon.locationId,
  client_id: clientId,
  channel: "phone",
  services: [
    {
      service_id: salon.serviceId,
      pricing_option_id: salon.pricingOptionId,
      team_member_id: salon.memberIds[member],
      start_at: start,
    },
  ],
});

async function book(clientId: number | null, start = START, member = 0) {
  const res = await api(
    "POST",
    "appointments",
    booking(clientId, start, member),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; reference: string };
}

const messagesOf = (clientId: number) =>
  t.app.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.merchant_id, m.merchant.id),
        eq(outboxMessages.client_id, clientId),
      ),
    )
    .orderBy(outboxMessages.id);

const outboxDir = () => path.join(t.config.dataDir, "outbox");
/** Every mail written to the file outbox so far, oldest first. */
const mails = (): (ParsedMail & { to: string })[] =>
  fs.existsSync(outboxDir())
    ? fs
        .readdirSync(outboxDir())
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .map((f) => {
          const mail = parseMail(
            fs.readFileSync(path.join(outboxDir(), f), "utf8"),
          );
          return { ...mail, to: mail.headers.to };
        })
    : [];
const mailsTo = (email: string) => mails().filter((x) => x.to === email);

/** Makes a waiting reminder due now, as if the clock had reached it. */
async function reminderComesDue(appointmentId: number, start: string) {
  const [row] = await t.app.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.merchant_id, m.merchant.id),
        eq(outboxMessages.appointment_id, appointmentId),
        eq(outboxMessages.kind, "reminder"),
        eq(outboxMessages.status, "waiting"),
      ),
    );
  const minutesLeft = Math.round((Date.parse(start) - Date.now()) / 60_000);
  await t.app.db
    .update(clientNotificationTemplates)
    .set({ reminder_offset_minutes: minutesLeft })
    .where(eq(clientNotificationTemplates.id, row.template_id!));
  await t.app.db
    .update(outboxMessages)
    .set({ send_after: sql`now()` })
    .where(
      and(
        eq(outboxMessages.merchant_id, m.merchant.id),
        eq(outboxMessages.id, row.id),
      ),
    );
  return async () =>
    t.app.db
      .update(clientNotificationTemplates)
      .set({ reminder_offset_minutes: 1440 })
      .where(eq(clientNotificationTemplates.id, row.template_id!));
}

describe("a client's appointment", () => {
  it("is confirmed, moved and cancelled by e-mail in the client's language, its reminder scheduled, moved and dropped", async () => {
    const client = await createClient(t.app, m.merchant.id, {
      first_name: "Lena",
      email: "lena@example.com",
      language: "de",
    });
    const a = await book(client.id);
    await drainOutbox(t.app);

    // The confirmation, worded from the template, in German.
    const [confirmation] = mailsTo("lena@example.com");
    expect(confirmation.subject).toBe(
      "Your appointment at Serenity Spa is booked",
    );
    expect(confirmation.text).toContain("Hi Lena, thank you for booking");
    expect(confirmation.text).toContain("on Montag, 7. Januar 2030 at 10:00");
    expect(confirmation.text).toContain("Anna Berg");
    expect(confirmation.text).toMatch(/Price: 50,00\s£/);
    expect(confirmation.text).toContain(
      "Manage your booking: +44 20 7946 0000",
    );
    expect(confirmation.html).toMatch(/<html lang="de" dir="ltr">/);
    expect(confirmation.html).toContain("Serenity Spa");
    expect(confirmation.html).toContain("Gesendet von Serenity Spa");

    // One reminder, by e-mail a day before (the two-hour one is SMS only).
    let rows = await messagesOf(client.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ["new_appointment", "sent"],
      ["reminder", "waiting"],
    ]);
    expect(Date.parse(String(rows[1].send_after))).toBe(
      Date.parse(START) - DAY,
    );
    expect(rows[1].recipient).toBeNull(); // worded when due

    // Moved: a change message; the reminder moves with it.
    const moved = await api(
      "PUT",
      `appointments/${a.id}`,
      booking(client.id, MOVED),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await drainOutbox(t.app);
    const change = mailsTo("lena@example.com")[1];
    expect(change.subject).toBe("Your appointment has moved");
    expect(change.text).toContain("Dienstag, 8. Januar 2030");
    expect(change.text).toContain("14:30");
    rows = await messagesOf(client.id);
    const reminders = rows.filter((r) => r.kind === "reminder");
    expect(reminders).toHaveLength(1);
    expect(Date.parse(String(reminders[0].send_after))).toBe(
      Date.parse(MOVED) - DAY,
    );

    // Cancelled: a cancellation message; the reminder is dropped.
    const cancelled = await api("POST", `appointments/${a.id}/status`, {
      status: "cancelled",
      cancellation_reason_id: reasonId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drainOutbox(t.app);
    const cancellation = mailsTo("lena@example.com")[2];
    expect(cancellation.subject).toBe("Your appointment was cancelled");
    expect(cancellation.text).toContain("has been cancelled");
    rows = await messagesOf(client.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ["new_appointment", "sent"],
      ["rescheduled_appointment", "sent"],
      ["cancelled_appointment", "sent"],
    ]);
    expect(mailsTo("lena@example.com")).toHaveLength(3);
  });

  it("gets its reminder when it comes due, worded then, in the business's language when the client has none", async () => {
    const client = await createClient(t.app, m.merchant.id, {
      first_name: "Omar",
      email: "omar@example.com",
    });
    const start = "2030-02-04T11:00:00.000Z";
    const a = await book(client.id, start, 1);
    await drainOutbox(t.app);
    const restore = await reminderComesDue(a.id, start);
    try {
      await drainOutbox(t.app);
    } finally {
      await restore();
    }
    const [, reminder] = mailsTo("omar@example.com");
    expect(reminder.subject).toBe("See you tomorrow at Serenity Spa");
    expect(reminder.text).toContain(
      "Hi Omar, this is a reminder of your Massage",
    );
    expect(reminder.text).toContain("Monday, 4 February 2030 at 11:00");
    expect(reminder.text).toContain("Ben Berg");
    expect(reminder.text).toContain("1 High Street, London");
    const rows = await messagesOf(client.id);
    expect(rows.find((r) => r.kind === "reminder")).toMatchObject({
      status: "sent",
      recipient: "omar@example.com",
      subject: "See you tomorrow at Serenity Spa",
      language: "en",
    });
  });

  it("leaves {price} empty when the template hides prices", async () => {
    await t.app.db
      .update(clientNotificationTemplates)
      .set({ show_price: false })
      .where(
        and(
          eq(clientNotificationTemplates.merchant_id, m.merchant.id),
          eq(clientNotificationTemplates.type, "new_appointment"),
        ),
      );
    try {
      const client = await createClient(t.app, m.merchant.id, {
        first_name: "Ines",
        email: "ines@example.com",
      });
      await book(client.id, "2030-03-04T09:00:00.000Z");
      await drainOutbox(t.app);
      const [mail] = mailsTo("ines@example.com");
      expect(mail.text).toContain("Price: . Manage your booking");
      expect(mail.text).not.toContain("£");
    } finally {
      await t.app.db
        .update(clientNotificationTemplates)
        .set({ show_price: true })
        .where(
          and(
            eq(clientNotificationTemplates.merchant_id, m.merchant.id),
            eq(clientNotificationTemplates.type, "new_appointment"),
          ),
        );
    }
  });
});

describe("who is not written to", () => {
  it("a client who did not consent, a client without an address, a walk-in", async () => {
    const noConsent = await createClient(t.app, m.merchant.id, {
      email: "quiet@example.com",
      notify_email: false,
    });
    const noAddress = await createClient(t.app, m.merchant.id);
    await book(noConsent.id, "2030-04-01T09:00:00.000Z");
    await book(noAddress.id, "2030-04-01T11:00:00.000Z");
    await book(null, "2030-04-01T13:00:00.000Z");
    await drainOutbox(t.app);
    expect(await messagesOf(noConsent.id)).toEqual([]);
    expect(await messagesOf(noAddress.id)).toEqual([]);
    expect(mailsTo("quiet@example.com")).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(clientNotificationEvents)
        .where(eq(clientNotificationEvents.merchant_id, m.merchant.id)),
    ).toEqual([]);
  });

  it("a client who withdrew consent before the reminder came due: it is cancelled with the reason", async () => {
    const client = await createClient(t.app, m.merchant.id, {
      email: "changed-mind@example.com",
    });
    const start = "2030-05-06T10:00:00.000Z";
    const a = await book(client.id, start);
    await drainOutbox(t.app);
    await api("PUT", `clients/${client.id}`, { notify_email: false });
    const restore = await reminderComesDue(a.id, start);
    try {
      await drainOutbox(t.app);
    } finally {
      await restore();
    }
    const reminder = (await messagesOf(client.id)).find(
      (r) => r.kind === "reminder",
    );
    expect(reminder).toMatchObject({
      status: "cancelled",
      reason: "no_consent",
    });
    expect(mailsTo("changed-mind@example.com")).toHaveLength(1);
  });
});

describe("the owner", () => {
  it("sees what was sent to a client (Settings → Outbox, filtered by client)", async () => {
    const client = await createClient(t.app, m.merchant.id, {
      email: "listed@example.com",
    });
    await book(client.id, "2030-06-03T10:00:00.000Z");
    await drainOutbox(t.app);
    const filter = encodeURIComponent(JSON.stringify({ client_id: client.id }));
    const res = await api("GET", `outbox?filter=${filter}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .map((r: { kind: string; status: string }) => [r.kind, r.status]),
    ).toEqual([
      ["reminder", "waiting"],
      ["new_appointment", "sent"],
    ]);
    expect(res.headers["content-range"]).toMatch(/\/2$/);
  });
});

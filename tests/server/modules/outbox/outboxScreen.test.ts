import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { merchants, outboxMessages } from "../../../../server/src/db/schema";
import { merchantUploadDir } from "../../../../server/src/lib/uploads";
import { queueResetLink } from "../../../../server/src/modules/auth/resetMail";
import { enqueueMail } from "../../../../server/src/modules/outbox/enqueue";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, createStaff } from "../../support/builders";
import { parseMail } from "../../support/mail";
import { drainOutbox } from "../../support/outbox";

/**
 * Settings → Outbox (the owner's screen): the list contract over every
 * message, resend of a failed one, and what every message looks like: an
 * HTML part with the business's name and logo beside the plain text, in
 * the business's language.
 */
let t: TestApp;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  t = await buildTestApp();
  m = await createMerchant(t.app);
});

const api = (method: "GET" | "POST", url: string) =>
  t.injectAs(m.owner.token, { method, url: `merchant/${url}` });

const queue = (to: string, subject: string, extra: object = {}) =>
  enqueueMail(t.app.db, {
    merchantId: m.merchant.id,
    kind: "purchase_order",
    to,
    subject,
    text: `${subject}\n\nThe order, line by line.`,
    ...extra,
  });

const setRow = (
  id: number,
  values: Partial<typeof outboxMessages.$inferInsert>,
) =>
  t.app.db
    .update(outboxMessages)
    .set(values)
    .where(
      and(
        eq(outboxMessages.merchant_id, m.merchant.id),
        eq(outboxMessages.id, id),
      ),
    );

const q = (o: object) => encodeURIComponent(JSON.stringify(o));

/** The newest .eml of the file outbox. */
function newestMail() {
  const dir = path.join(t.config.dataDir, "outbox");
  const newest = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .at(-1)!;
  return parseMail(fs.readFileSync(path.join(dir, newest), "utf8"));
}

describe("the outbox list", () => {
  it("lists, sorts, filters, searches and exports the business's messages", async () => {
    const a = await queue("alpha@example.com", "Order A");
    const b = await queue("beta@example.com", "Order B");
    await setRow(b, {
      status: "failed",
      reason: "rejected",
      detail: "550 No such user",
    });
    const other = await createMerchant(t.app);
    await enqueueMail(t.app.db, {
      merchantId: other.merchant.id,
      kind: "purchase_order",
      to: "theirs@example.com",
      subject: "Theirs",
      text: "Theirs",
    });

    const all = await api("GET", "outbox");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((r: { id: number }) => r.id)).toEqual([b, a]); // newest first
    expect(all.headers["content-range"]).toMatch(/\/2$/);

    const sorted = await api("GET", `outbox?sort=${q(["recipient", "ASC"])}`);
    expect(sorted.json().map((r: { id: number }) => r.id)).toEqual([a, b]);

    const failed = await api("GET", `outbox?filter=${q({ status: "failed" })}`);
    expect(failed.json()).toMatchObject([
      {
        id: b,
        status: "failed",
        reason: "rejected",
        detail: "550 No such user",
        recipient: "beta@example.com",
        subject: "Order B",
        kind: "purchase_order",
        channel: "email",
      },
    ]);

    const found = await api("GET", `outbox?filter=${q({ q: "alpha" })}`);
    expect(found.json().map((r: { id: number }) => r.id)).toEqual([a]);

    const csv = await api(
      "GET",
      `outbox/export?filter=${q({ status: "failed" })}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("beta@example.com");
    expect(csv.body).not.toContain("alpha@example.com");
    expect(csv.body).not.toContain("theirs@example.com");
  });

  it("shows that a password reset was sent, never its sign-in link", async () => {
    const link = "http://app.test/account/reset-password?token=SECRET-LINK";
    await queueResetLink(
      t.app.db,
      {
        id: m.owner.id,
        merchant_id: m.merchant.id,
        email: m.owner.email,
        name: "Owner",
        language: "en",
      },
      `hash-${randomUUID()}`,
      link,
    );
    const [stored] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.merchant_id, m.merchant.id),
          eq(outboxMessages.kind, "password_reset"),
        ),
      );
    expect(stored.body_text).toContain(link); // the worker sends it
    const filter = q({ kind: "password_reset" });
    const list = await api("GET", `outbox?filter=${filter}`);
    expect(list.json()).toMatchObject([
      { id: stored.id, recipient: m.owner.email, body_text: null },
    ]);
    const one = await api("GET", `outbox/${stored.id}`);
    expect(one.json()).toMatchObject({ id: stored.id, body_text: null });
    const csv = await api("GET", `outbox/export?filter=${filter}`);
    expect(csv.body).toContain(m.owner.email);
    for (const answer of [list.body, one.body, csv.body])
      expect(answer).not.toContain("SECRET-LINK");
  });

  it("is the owner's only: staff are refused whatever their permissions", async () => {
    const staff = await createStaff(
      t.app,
      m.merchant.id,
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19],
    );
    for (const url of ["merchant/outbox", "outbox", "staff/outbox"]) {
      const res = await t.injectAs(staff.token, { method: "GET", url });
      expect([403, 404], url).toContain(res.statusCode);
    }
    const id = await queue("gamma@example.com", "Order C");
    const resend = await t.injectAs(staff.token, {
      method: "POST",
      url: `merchant/outbox/${id}/resend`,
    });
    expect(resend.statusCode).toBe(403);
  });
});

describe("resending", () => {
  it("puts a failed message back in the queue; it is then sent", async () => {
    const id = await queue("resend@example.com", "Order R");
    await setRow(id, {
      status: "failed",
      reason: "retries_exhausted",
      detail: "Connection refused",
      attempts: 7,
    });
    const res = await api("POST", `outbox/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: "waiting",
      attempts: 0,
      reason: null,
      detail: null,
    });
    await drainOutbox(t.app);
    const [row] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id));
    expect(row.status).toBe("sent");
    expect(newestMail().subject).toBe("Order R");
  });

  it("refuses a message that has not failed, or whose deadline has passed (409)", async () => {
    const waiting = await queue("w@example.com", "Waiting");
    const waitingRes = await api("POST", `outbox/${waiting}/resend`);
    expect(waitingRes.statusCode).toBe(409);
    expect(waitingRes.json().message).toBe(
      "Only a message that failed can be sent again.",
    );
    const late = await queue("late@example.com", "Late", {
      expiresAt: sql`now() - interval '1 minute'`,
    });
    await setRow(late, { status: "failed", reason: "rejected" });
    const lateRes = await api("POST", `outbox/${late}/resend`);
    expect(lateRes.statusCode).toBe(409);
    expect(lateRes.json().message).toMatch(/its deadline has passed/);
    const missing = await api("POST", `outbox/999999999/resend`);
    expect(missing.statusCode).toBe(404);
  });
});

describe("every message", () => {
  it("has an HTML part with the business's name and logo beside the text, in the business's language", async () => {
    const logo = `${randomUUID()}.png`;
    const dir = merchantUploadDir(t.config.dataDir, m.merchant.id);
    fs.mkdirSync(dir, { recursive: true });
    // A 1×1 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    fs.writeFileSync(path.join(dir, logo), png);
    await t.app.db
      .update(merchants)
      .set({
        business_name: "Wüstenrose & Spa",
        logo_path: logo,
        default_language: "ae",
      })
      .where(eq(merchants.id, m.merchant.id));
    try {
      await queue("html@example.com", "Order H <1>");
      await drainOutbox(t.app);
      const mail = newestMail();
      expect(mail.text.replace(/\r\n/g, "\n").trim()).toBe(
        "Order H <1>\n\nThe order, line by line.",
      );
      expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(mail.html).toContain("Wüstenrose &amp; Spa");
      expect(mail.html).toContain("Order H &lt;1&gt;");
      expect(mail.html).toContain("أرسلها Wüstenrose &amp; Spa");
      expect(mail.html).toMatch(/<img src="cid:logo@wellness"/);
      const [image] = mail.attachments;
      expect(image.contentType).toMatch(/^image\/png/);
      expect(image.headers["content-id"]).toBe("<logo@wellness>");
      expect(image.body.equals(png)).toBe(true);
    } finally {
      await t.app.db
        .update(merchants)
        .set({ logo_path: null, default_language: "en" })
        .where(eq(merchants.id, m.merchant.id));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../../server/src/app";
import type { AppConfig } from "../../../../server/src/config";
import { outboxMessages } from "../../../../server/src/db/schema";
import { enqueueMail } from "../../../../server/src/modules/outbox/enqueue";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant } from "../../support/builders";
import { multipart } from "../../support/multipart";
import { startTestSmtp, type TestSmtp } from "../../support/smtpServer";
import { TIMEOUTS } from "../../../support/timeouts";

/**
 * The outbox against a real SMTP server that fails as real ones do:
 * refusing connections, accepting and never greeting, answering 451. Mail
 * is retried and delivered when the server comes back, sent once by two
 * server processes on one database, carried over a restart, and given up
 * when its deadline passes (an expired reset link).
 */
let t: TestApp;
let smtp: TestSmtp;
const instances: FastifyInstance[] = [];

/** Fast retries, and a transport that gives up on a silent server quickly. */
const FAST: Partial<AppConfig> = {
  OUTBOX_POLL_MS: 25,
  OUTBOX_RETRY_BASE_MS: 50,
  OUTBOX_RETRY_MAX_MS: 200,
  SMTP_TIMEOUT_MS: 300,
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://app.test",
    LOGIN_MAX_PER_IP: 1000,
    LOGIN_MAX_PER_ACCOUNT: 1000,
    ...FAST,
  });
});

afterAll(async () => {
  for (const app of instances) await app.close();
  await t.close();
  await smtp.close();
});

/** Another server process on the same database, its worker running. */
async function startInstance(): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...t.config, OUTBOX_WORKER: true },
    { logger: false },
  );
  await app.ready();
  instances.push(app);
  return app;
}

async function stopInstance(app: FastifyInstance) {
  instances.splice(instances.indexOf(app), 1);
  await app.close();
}

const forgot = (email: string) => {
  const { payload, headers } = multipart({ email });
  return t.injectAs(null, {
    method: "POST",
    url: "auth/forgotPassword",
    payload,
    headers,
  });
};

const rowsOf = (merchantId: number) =>
  t.app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.merchant_id, merchantId));

/** Waits until the merchant's single outbox row satisfies `check`. */
const rowUntil = (
  merchantId: number,
  check: (row: typeof outboxMessages.$inferSelect) => boolean,
) =>
  vi.waitFor(
    async () => {
      const [row] = await rowsOf(merchantId);
      if (!row || !check(row))
        throw new Error(`outbox row not there yet: ${JSON.stringify(row)}`);
      return row;
    },
    { timeout: TIMEOUTS.condition, interval: 25 },
  );

const mailsTo = (email: string) =>
  smtp.inbox.filter((m) => m.to.includes(email));

describe.each([
  ["refuses connections", "refuse", "connection"],
  ["accepts and never greets", "silent", "timeout"],
  ["answers 451", "defer", "deferred"],
] as const)("a mail server that %s", (_label, mode, reason) => {
  it("gets the reset mail once it is back: the request never waited, the message was retried", async () => {
    const { owner, merchant } = await createMerchant(t.app);
    await smtp.setMode(mode);
    const app = await startInstance();
    try {
      const res = await forgot(owner.email);
      expect(res.statusCode).toBe(200);
      // Tried and failed, waiting for its next attempt.
      const failed = await rowUntil(
        merchant.id,
        (r) => r.attempts >= 1 && r.reason === reason,
      );
      expect(failed.status).toMatch(/^(waiting|sending)$/);
      expect(failed.detail).toEqual(expect.any(String));
      if (mode === "defer") expect(failed.detail).toMatch(/451/);
      expect(mailsTo(owner.email)).toEqual([]);

      await smtp.setMode("accept");
      const sent = await rowUntil(merchant.id, (r) => r.status === "sent");
      expect(sent.sent_at).not.toBeNull();
      expect(sent.reason).toBeNull();
      const mails = mailsTo(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toMatch(
        /http:\/\/app\.test\/account\/reset-password\?token=[\w-]+/,
      );
    } finally {
      await stopInstance(app);
      await smtp.setMode("accept");
    }
  });
});

describe("a reset mail whose link expires while the mail server is down", () => {
  it("is given up, not sent late", async () => {
    const { owner, merchant } = await createMerchant(t.app);
    await smtp.setMode("refuse");
    const app = await startInstance();
    try {
      expect((await forgot(owner.email)).statusCode).toBe(200);
      const [queued] = await rowsOf(merchant.id);
      expect(queued.expires_at).not.toBeNull(); // the link's expiry
      // Tried, failed and waiting (not still in the attempt, which might reach the server once it accepts).
      await rowUntil(
        merchant.id,
        (r) => r.attempts >= 1 && r.status === "waiting",
      );
      // Thirty minutes later: the link has expired.
      await t.app.db
        .update(outboxMessages)
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.merchant_id, merchant.id));
      await smtp.setMode("accept");
      const given = await rowUntil(merchant.id, (r) => r.status === "expired");
      expect(given.reason).toBe("expired");
      expect(given.sent_at).toBeNull();
      expect(mailsTo(owner.email)).toEqual([]);
    } finally {
      await stopInstance(app);
    }
  });
});

describe("two server processes on one database", () => {
  it("send each message exactly once", async () => {
    const { merchant } = await createMerchant(t.app);
    await smtp.setMode("refuse");
    const a = await startInstance();
    const b = await startInstance();
    try {
      const n = 40;
      const to = (i: number) => `twice-${merchant.id}-${i}@example.com`;
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < n; i++)
          await enqueueMail(tx, {
            merchantId: merchant.id,
            kind: "purchase_order",
            to: to(i),
            subject: `Order ${i}`,
            text: `Order ${i}`,
          });
      });
      // Both processes find them failing, then both send as soon as it is back.
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(merchant.id);
          if (!rows.some((r) => r.attempts >= 1)) throw new Error("not tried");
        },
        { timeout: TIMEOUTS.condition, interval: 25 },
      );
      await smtp.setMode("accept");
      a.outbox.wake();
      b.outbox.wake();
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(merchant.id);
          const left = rows.filter((r) => r.status !== "sent").length;
          if (left) throw new Error(`${left} not sent yet`);
        },
        { timeout: TIMEOUTS.condition, interval: 50 },
      );
      const received = smtp.inbox.filter((m) =>
        m.to.some((x) => x.startsWith(`twice-${merchant.id}-`)),
      );
      const ids = received.map((m) => m.headers["message-id"]);
      expect(new Set(ids).size).toBe(n);
      expect(received).toHaveLength(n);
    } finally {
      await stopInstance(a);
      await stopInstance(b);
    }
  });
});

describe("a restart", () => {
  it("keeps waiting mail: the next process sends it", async () => {
    const { owner, merchant } = await createMerchant(t.app);
    await smtp.setMode("refuse");
    const first = await startInstance();
    expect((await forgot(owner.email)).statusCode).toBe(200);
    await rowUntil(
      merchant.id,
      (r) => r.attempts >= 1 && r.status === "waiting",
    );
    await stopInstance(first);
    await smtp.setMode("accept");
    const second = await startInstance();
    try {
      await rowUntil(merchant.id, (r) => r.status === "sent");
      expect(mailsTo(owner.email)).toHaveLength(1);
    } finally {
      await stopInstance(second);
    }
  });

  it("sends a message whose process died while sending, once its lease has run out", async () => {
    const { merchant } = await createMerchant(t.app);
    const id = await enqueueMail(t.app.db, {
      merchantId: merchant.id,
      kind: "purchase_order",
      to: `orphan-${merchant.id}@example.com`,
      subject: "Orphan",
      text: "Orphan",
    });
    // Taken by a process that then died: still "sending", its lease over.
    await t.app.db
      .update(outboxMessages)
      .set({
        status: "sending",
        attempts: 1,
        lease_until: sql`now() - interval '1 second'`,
      })
      .where(
        and(
          eq(outboxMessages.merchant_id, merchant.id),
          eq(outboxMessages.id, id),
        ),
      );
    const app = await startInstance();
    try {
      const sent = await rowUntil(merchant.id, (r) => r.status === "sent");
      // Taken again after the dead one's attempt (more than once if the busy machine let the short test timeout pass).
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      expect(mailsTo(`orphan-${merchant.id}@example.com`)).toHaveLength(1);
    } finally {
      await stopInstance(app);
    }
  });
});

describe("a refusal for good", () => {
  it("fails the message with the server's reason, for the owner to resend", async () => {
    const { merchant } = await createMerchant(t.app);
    await enqueueMail(t.app.db, {
      merchantId: merchant.id,
      kind: "purchase_order",
      to: "nobody@invalid-recipient.test",
      subject: "Order",
      text: "Order",
    });
    // smtp-server rejects no one by itself: a 550 from a server that knows no such mailbox.
    const mailer = t.app.mailer;
    const send = mailer.send;
    mailer.send = () =>
      Promise.reject(
        Object.assign(new Error("Mailbox unavailable"), {
          code: "EENVELOPE",
          responseCode: 550,
          response: "550 5.1.1 No such user",
        }),
      );
    try {
      await t.app.outbox.runOnce();
      const [row] = await rowsOf(merchant.id);
      expect(row).toMatchObject({
        status: "failed",
        reason: "rejected",
        detail: "550 5.1.1 No such user",
        attempts: 1,
      });
    } finally {
      mailer.send = send;
    }
  });
});

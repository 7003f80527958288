import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { merchants } from "../../db/schema/index.js";
import {
  classifySendError,
  type Mailer,
  type MailAttachment,
} from "../../lib/mailer.js";
import {
  CONTENT_TYPES,
  merchantUploadDir,
  STORED_NAME,
} from "../../lib/uploads.js";
import { processNotificationEvents } from "../client-notifications/events.js";
import { wordNotification } from "../client-notifications/wording.js";
import {
  claimNext,
  saveWording,
  settleFailure,
  settleSent,
  settleUnsent,
  type ClaimedMessage,
  type RetryPolicy,
} from "./delivery.js";
import { layoutHtml } from "./layout.js";

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  dataDir: string;
  pollMs: number;
  policy: RetryPolicy;
  /** A send that takes longer counts as timed out (well inside the lease). */
  sendDeadlineMs: number;
}

export interface OutboxWorker {
  /** Starts the loop (OUTBOX_WORKER). */
  start(): void;
  /** Ends the loop after the send in progress. */
  stop(): Promise<void>;
  /** Looks for work now rather than at the next poll (call after a commit that queued mail). */
  wake(): void;
  /** One round: appointment changes into notifications, then due messages sent; answers how many it handled. */
  runOnce(): Promise<number>;
}

/** At most this many messages per round, so a long queue does not starve the events. */
const SENDS_PER_ROUND = 20;
const LOGO_CID = "logo@wellness";

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`No answer within ${ms} ms`), {
            code: "ETIMEDOUT",
          }),
        ),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The outbox worker (one per server process): every OUTBOX_POLL_MS, or when
 * woken, it turns committed appointment changes into client notifications,
 * then takes due messages one at a time (claimNext: never the same row as
 * another process), words a scheduled notification, lays the HTML part out
 * with the business's name and logo, sends, and records the outcome: sent,
 * retried later with exponential backoff, expired or failed. A process
 * that dies while sending leaves the row to its lease, after which another
 * worker (or itself, restarted) sends it: a message is sent at least once,
 * and twice only if the process died between the mail server's acceptance
 * and the row's update.
 */
export function createOutboxWorker(o: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<void> | undefined;
  let stopped = true;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  async function businessOf(merchantId: number) {
    const [b] = await o.db
      .select({ name: merchants.business_name, logo: merchants.logo_path })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    let logo: MailAttachment | undefined;
    if (b?.logo && STORED_NAME.test(b.logo)) {
      const content = await fs
        .readFile(path.join(merchantUploadDir(o.dataDir, merchantId), b.logo))
        .catch(() => undefined);
      const ext = b.logo.slice(b.logo.lastIndexOf(".") + 1);
      if (content)
        logo = {
          filename: `logo.${ext}`,
          content,
          contentType: CONTENT_TYPES[ext],
          cid: LOGO_CID,
        };
    }
    return { name: b?.name ?? "", logo };
  }

  async function deliver(m: ClaimedMessage) {
    if (m.expired) return settleUnsent(o.db, m, "expired", "expired");
    if (m.exhausted)
      return settleUnsent(o.db, m, "failed", "retries_exhausted");
    let { recipient, subject, body_text: text, language } = m;
    if (recipient == null) {
      const w = await wordNotification(o.db, m);
      if ("cancel" in w) return settleUnsent(o.db, m, "cancelled", w.cancel);
      await saveWording(o.db, m, w);
      ({ to: recipient, subject, text, language } = w);
    }
    const business = await businessOf(m.merchant_id);
    const mail = {
      to: recipient,
      subject: subject ?? "",
      text: text ?? "",
      html: layoutHtml({
        subject: subject ?? "",
        text: text ?? "",
        html: m.body_html,
        language,
        businessName: business.name,
        logoCid: business.logo?.cid,
      }),
      attachments: business.logo ? [business.logo] : [],
      messageId: `<outbox.${m.merchant_id}.${m.id}@wellness>`,
    };
    try {
      await withDeadline(o.mailer.send(mail), o.sendDeadlineMs);
    } catch (err) {
      const failure = classifySendError(err);
      const status = await settleFailure(o.db, m, failure, o.policy);
      o.log.warn(
        { err, outbox_id: m.id, merchant_id: m.merchant_id, status },
        `Outbox: could not send message ${m.id} (${failure.reason})`,
      );
      return;
    }
    await settleSent(o.db, m);
  }

  async function runOnce(): Promise<number> {
    let handled = await processNotificationEvents(o.db);
    for (let i = 0; i < SENDS_PER_ROUND; i++) {
      const m = await claimNext(o.db, o.policy);
      if (!m) break;
      handled += 1;
      await deliver(m);
    }
    return handled;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, o.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function loop() {
    while (!stopped) {
      woken = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (err) {
        o.log.error({ err }, "Outbox: a round failed; trying again");
      }
      if (!handled) await pause();
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      running = undefined;
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    runOnce,
  };
}

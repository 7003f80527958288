import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Referenced from the HTML part as `cid:<cid>` (an inline image). */
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The same for every attempt of one message, so a receiver can drop a repeat. */
  messageId?: string;
}

export interface Mailer {
  /** "smtp" with SMTP_URL, else "file" (DATA_DIR/outbox/*.eml). */
  readonly kind: "smtp" | "file";
  send(mail: Mail): Promise<void>;
  close(): void;
}

type Log = { info(obj: object, msg: string): void };

/**
 * Why a send failed, as the outbox records it: `deferred` (a 4xx answer),
 * `rejected` (a 5xx answer to the recipient or the message: sending again
 * will not help), `timeout` (no connection, greeting or answer in time),
 * `connection` (refused, reset, closed, unknown host) or `error`.
 */
export type SendFailure =
  "deferred" | "rejected" | "timeout" | "connection" | "error";

export function classifySendError(err: unknown): {
  reason: SendFailure;
  permanent: boolean;
  detail: string;
} {
  const e = (err ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = String(e.response || e.message || err).slice(0, 500);
  const code = e.responseCode;
  // A refused recipient or message is final; a refused login (EAUTH) is the
  // server's set-up, which the operator may fix: retried.
  if (code && code >= 500 && (e.code === "EENVELOPE" || e.code === "EMESSAGE"))
    return { reason: "rejected", permanent: true, detail };
  if (code && code >= 400 && code < 500)
    return { reason: "deferred", permanent: false, detail };
  if (e.code === "ETIMEDOUT")
    return { reason: "timeout", permanent: false, detail };
  if (
    e.code === "ECONNECTION" ||
    e.code === "ESOCKET" ||
    e.code === "EDNS" ||
    /^E(CONN|HOSTUNREACH|NETUNREACH|PIPE|AI_)/.test(e.code ?? "")
  )
    return { reason: "connection", permanent: false, detail };
  return { reason: "error", permanent: false, detail };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox so a local install can still follow reset links.
 * Only the outbox worker sends (modules/outbox): no request waits for it.
 * The SMTP transport gives up on a server that does not connect, greet or
 * answer within `timeoutMs` (connection and greeting) or twice that (an
 * idle socket), so a silent server cannot hold a send for long.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
  timeoutMs: number;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: opts.timeoutMs,
      greetingTimeout: opts.timeoutMs,
      dnsTimeout: opts.timeoutMs,
      socketTimeout: 2 * opts.timeoutMs,
    });
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${randomBytes(4).toString("hex")}`;
      const file = path.join(opts.outboxDir, `${name}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      const partial = path.join(opts.outboxDir, `.${name}.part`);
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      opts.log.info(
        { to: mail.to, file },
        `E-mail "${mail.subject}" written to the outbox`,
      );
    },
    close: () => transport.close(),
  };
}

import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type Log = { info(obj: object, msg: string): void };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox so a local install can still follow reset links.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        opts.outboxDir,
        `${Date.now()}-${randomBytes(4).toString("hex")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info(
        { to: mail.to, file },
        `E-mail "${mail.subject}" written to the outbox`,
      );
    },
  };
}

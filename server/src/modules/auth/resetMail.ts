import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { outboxMessages, passwordResets } from "../../db/schema/index.js";
import { mailWords } from "../outbox/words.js";

/** How long a reset link works (minutes). */
export const RESET_TTL_MINUTES = 30;

/**
 * Stores a reset link's token hash and queues its e-mail in ONE statement
 * (so both or neither are kept, and a known address costs the request no
 * more round trips than before): the outbox sends it, retrying while the
 * mail server is away, and gives it up when the link expires (the row's
 * `expires_at` is the link's).
 */
export async function queueResetLink(
  db: Queryable,
  user: {
    id: number;
    merchant_id: number;
    email: string;
    name: string;
    language: string;
  },
  tokenHash: string,
  link: string,
) {
  const w = mailWords(user.language);
  const o = outboxMessages;
  await db.execute(sql`
    with r as (
      insert into ${passwordResets} (user_id, token_hash, expires_at)
      values (${user.id}, ${tokenHash}, now() + make_interval(mins => ${RESET_TTL_MINUTES}))
      returning expires_at
    )
    insert into ${o} (merchant_id, kind, recipient, subject, body_text, language, user_id, expires_at)
    select ${user.merchant_id}, 'password_reset', ${user.email}, ${w.resetSubject},
      ${w.resetText(user.name, RESET_TTL_MINUTES, link)}, ${user.language}, ${user.id}, r.expires_at
    from r`);
}

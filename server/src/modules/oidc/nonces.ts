import {
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/**
 * The nonce of an identity-provider sign-in (OpenID Connect Core §3.1.2.1):
 * issued by this server, put by the SPA into its authorization request, and
 * carried back by the provider inside the ID token. It is signed (HMAC with
 * a key of its own derived from the JWT secret) and says when it expires,
 * so issuing one stores nothing; it is recorded when its token is exchanged
 * for a session, once: the same ID token presented again is refused.
 */
export const NONCE_SECONDS = 15 * 60;

const sign = (key: string, body: string) =>
  createHmac("sha256", key).update(body).digest("base64url");

export function issueNonce(key: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + NONCE_SECONDS;
  const body = `${randomBytes(18).toString("base64url")}.${expires}`;
  return { nonce: `${body}.${sign(key, body)}`, expiresAt: expires };
}

/** The nonce's expiry (seconds since 1970) when this server issued it and it has not expired, else null. */
export function checkNonce(
  key: string,
  nonce: unknown,
  now = Date.now(),
): number | null {
  if (typeof nonce !== "string" || nonce.length > 200) return null;
  const parts = nonce.split(".");
  if (parts.length !== 3) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2]);
  const wanted = Buffer.from(sign(key, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return null;
  const expires = Number(parts[1]);
  return Number.isSafeInteger(expires) && expires * 1000 > now ? expires : null;
}

/**
 * Records the nonce as used: true the first time on any server process of
 * this database, false when it was used before. Expired records go first.
 */
export async function spendNonce(
  db: Queryable,
  nonce: string,
  expires: number,
) {
  const hash = createHash("sha256").update(nonce).digest("hex");
  await db.execute(sql`delete from oidc_used_nonces where expires_at <= now()`);
  const result = await db.execute(sql`
    insert into oidc_used_nonces (nonce_hash, expires_at)
    values (${hash}, to_timestamp(${expires}))
    on conflict (nonce_hash) do nothing
    returning 1 as spent`);
  return result.rows.length === 1;
}

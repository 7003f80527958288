import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client.js";
import { badRequest, invalid } from "./httpErrors.js";

/**
 * The one `Idempotency-Key` mechanism (docs/checkout-api.md): any write route
 * opts in by running its transaction through `idempotentWrite`. A client
 * sends `Idempotency-Key: <1–255 printable ASCII>`; a retry of the same
 * request (method, path, body) answers what the first answered, once.
 *
 * How: the key row (business, user, key, fingerprint) is inserted as the
 * FIRST statement of the write's own transaction, and the answer (status and
 * body, computed inside the transaction) is stored in the same row before
 * COMMIT. So the effect and its stored answer commit together or not at all.
 * - A retry after the commit finds the row and answers the stored answer
 *   with `Idempotency-Replayed: true`, without running the write.
 * - Concurrent duplicates: the second INSERT … ON CONFLICT waits on the
 *   first transaction's uncommitted key row; when the first commits it finds
 *   the row (the stored answer), when the first rolls back (a refusal) it
 *   inserts and runs the write itself. Exactly one executes; nobody gets
 *   "in progress".
 * - The same key with another fingerprint → 422 on `Idempotency-Key`.
 * - Refusals (4xx thrown inside) roll the key back with everything else, so
 *   a retry runs again.
 * Without the header the write simply runs in its transaction.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotency-Replayed";
/** How long a key is kept (pruneIdempotencyKeys). */
export const IDEMPOTENCY_TTL_HOURS = 24;

const KEY = /^[\x21-\x7e]{1,255}$/;

export interface WriteAnswer<T> {
  status: number;
  body: T;
}

/** JSON with sorted keys, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map(
        (k) =>
          `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`,
      )
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

export const requestFingerprint = (req: FastifyRequest) =>
  `${req.method} ${req.url.split("?")[0]} ${createHash("sha256")
    .update(canonical(req.body))
    .digest("hex")}`;

/** The key of the request, or undefined; 400 for a malformed one. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY.test(key))
    throw badRequest(
      "The Idempotency-Key header must be 1 to 255 printable ASCII characters without spaces.",
      { "Idempotency-Key": "Use 1 to 255 printable ASCII characters." },
    );
  return key;
}

/**
 * Runs `write` in one transaction of `db` under the request's
 * Idempotency-Key (if any), sets the reply's status and answers the body.
 * `write` must build its whole answer inside the transaction.
 */
export async function idempotentWrite<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Tx) => Promise<WriteAnswer<T>>,
): Promise<T> {
  const key = idempotencyKeyOf(req);
  const auth = req.auth;
  if (key === undefined || !auth) {
    const answer = await db.transaction(write);
    reply.code(answer.status);
    return answer.body;
  }
  const fingerprint = requestFingerprint(req);
  const answer = await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into idempotency_keys (merchant_id, user_id, key, fingerprint)
      values (${auth.merchantId}, ${auth.id}, ${key}, ${fingerprint})
      on conflict (merchant_id, user_id, key) do nothing
      returning 1`);
    if (inserted.rows.length === 0) {
      const { rows } = await tx.execute<{
        fingerprint: string;
        response_status: number | null;
        response_body: unknown;
      }>(sql`
        select fingerprint, response_status, response_body from idempotency_keys
        where merchant_id = ${auth.merchantId} and user_id = ${auth.id} and key = ${key}`);
      const stored = rows[0];
      if (!stored || stored.fingerprint !== fingerprint)
        throw invalid({
          "Idempotency-Key":
            "This Idempotency-Key was already used for a different request: send a new key.",
        });
      return {
        status: stored.response_status ?? 200,
        body: stored.response_body as T,
        replayed: true,
      };
    }
    const result = await write(tx);
    await tx.execute(sql`
      update idempotency_keys
      set response_status = ${result.status}, response_body = ${JSON.stringify(result.body)}::jsonb
      where merchant_id = ${auth.merchantId} and user_id = ${auth.id} and key = ${key}`);
    return { ...result, replayed: false };
  });
  if (answer.replayed) reply.header(REPLAYED_HEADER, "true");
  reply.code(answer.status);
  return answer.body;
}

/** Forgets keys older than IDEMPOTENCY_TTL_HOURS (at boot and hourly, plugins/housekeeping.ts). */
export async function pruneIdempotencyKeys(db: Db) {
  await db.execute(
    sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
  );
}

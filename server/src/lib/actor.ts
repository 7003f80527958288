import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantOf } from "./tenantScope.js";

/**
 * Who runs a document transition (purchase orders, stock takes) and when:
 * the business, the user (null = system) and, for the demo seed's dated
 * history, the instant (default: now).
 */
export interface Actor {
  merchantId: number;
  userId: number | null;
  /** ISO instant; routes leave it unset (now). */
  at?: string;
}

export const actorOf = (req: FastifyRequest): Actor => ({
  merchantId: tenantOf(req),
  userId: req.auth?.id ?? null,
});

/** The actor's instant as SQL: the given one, else now(). */
export const actorTime = (a: Actor) =>
  a.at ? sql`${a.at}::timestamptz` : sql`now()`;

import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client.js";
import { notFound } from "./httpErrors.js";

/** A business table keyed (merchant_id, id). */
type OwnedTable = PgTable & { id: PgColumn; merchant_id: PgColumn };

/**
 * - `update`: the row is changed in ways that must exclude everything else
 *   (a status transition, a delete).
 * - `no key update`: the row's own columns change but not its key, so rows
 *   that point at it may still be inserted meanwhile (the lock an UPDATE
 *   takes anyway; a generic PUT).
 */
export type RowLock = "update" | "no key update";

/**
 * The one rule of status checks: **a status change (and any write whose
 * rules depend on the status) locks its row before it reads the status**,
 * inside the transaction that writes, and decides only on what it read under
 * the lock. Two such writes of one document then run one after the other,
 * and the second sees what the first committed: of a completion and a count,
 * an order and an edit, a payment and a void, exactly one order of events
 * happens. Answers the row, or 404 when the business has no such row.
 */
export async function lockOwnedRow<T extends OwnedTable>(
  tx: Tx,
  table: T,
  merchantId: number,
  id: number,
  strength: RowLock = "update",
): Promise<T["$inferSelect"]> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.merchant_id, merchantId), eq(table.id, id)))
    .for(strength);
  if (!row) throw notFound();
  return row as T["$inferSelect"];
}

import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { stockTakeLines, stockTakes } from "../../db/schema/index.js";
import { actorTime, type Actor } from "../../lib/actor.js";
import { nextDocumentNumber } from "../../lib/documentNumbers.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import { postStockMovements } from "../stock/ledger.js";
import { checkTakeAmounts } from "./amounts.js";
import { refuseRepeats, saveCounts } from "./lines.js";
import type { CountInput } from "./schemas.js";
import {
  checkScope,
  MOVED_SINCE_SNAPSHOT,
  resnapshotLines,
  snapshotLines,
} from "./snapshot.js";

type Take = typeof stockTakes.$inferSelect;

const STATUS_TEXT: Record<string, string> = {
  in_progress: "in progress",
  completed: "completed",
  cancelled: "cancelled",
};

/** The take, locked until the transaction ends (lib/rowLocks.ts): two completions of one take run one after the other. */
export const lockTake = (tx: Tx, merchantId: number, id: number) =>
  lockOwnedRow(tx, stockTakes, merchantId, id);

/** Refuses (409) any change to a take that is no longer in progress. */
export function requireInProgress(
  take: Record<string, unknown>,
  action: string,
) {
  if (take.status === "in_progress") return;
  throw conflict(
    `${String(take.reference)} is ${STATUS_TEXT[take.status as string]}: only a stock take in progress can be ${action}.${take.status === "completed" ? " A completed stock take is read-only." : ""}`,
  );
}

/** Starts a take with its snapshot, as the create route does (for the demo seed). */
export async function startStockTake(
  tx: Tx,
  a: Actor,
  input: {
    location_id: number;
    scope: Take["scope"];
    scope_ids?: number[];
    notes?: string | null;
  },
) {
  const body: Record<string, unknown> = { ...input };
  await checkScope(tx, a.merchantId, body);
  const [take] = await tx
    .insert(stockTakes)
    .values({
      ...(body as typeof input),
      scope_ids: body.scope_ids as number[],
      merchant_id: a.merchantId,
      reference: await nextDocumentNumber(tx, a.merchantId, "stock_take"),
      status: "in_progress",
      created_by: a.userId,
      ...(a.at ? { started_at: a.at, created_at: a.at, updated_at: a.at } : {}),
    })
    .returning();
  await snapshotLines(tx, take, a.at);
  return take;
}

/** Counts for some lines (the PUT's `lines`), for the demo seed. */
export async function countLines(
  tx: Tx,
  a: Actor,
  id: number,
  counts: CountInput[],
) {
  const take = await lockTake(tx, a.merchantId, id);
  requireInProgress(take, "counted");
  await saveCounts(tx, a.merchantId, id, counts, actorTime(a));
}

/** Re-snapshots the given lines, by default every line whose product moved since its snapshot. */
export async function resnapshot(
  tx: Tx,
  a: Actor,
  id: number,
  lineIds?: number[],
) {
  const take = await lockTake(tx, a.merchantId, id);
  requireInProgress(take, "re-snapshotted");
  const wanted = lineIds ?? (await movedLines(tx, take));
  if (lineIds) {
    refuseRepeats(lineIds, "line_ids");
    const mine = await tx
      .select({ id: stockTakeLines.id })
      .from(stockTakeLines)
      .where(
        and(
          eq(stockTakeLines.merchant_id, a.merchantId),
          eq(stockTakeLines.stock_take_id, id),
        ),
      );
    const ids = new Set(mine.map((l) => l.id));
    const missing = lineIds.findIndex((l) => !ids.has(l));
    if (missing >= 0)
      throw invalid({
        [`line_ids.${missing}`]: "This line is not on this stock take.",
      });
  }
  await resnapshotLines(tx, take, wanted);
}

async function movedLines(tx: Tx, take: Take): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    select l.id from stock_take_lines l
    join stock_takes t on t.merchant_id = l.merchant_id and t.id = l.stock_take_id
    where l.merchant_id = ${take.merchant_id} and l.stock_take_id = ${take.id}
      and ${MOVED_SINCE_SNAPSHOT}`);
  return result.rows.map((r) => Number(r.id));
}

/**
 * Completes a take (DOMAIN §3.14 step 3): each counted line whose count
 * differs from its snapshot posts one `stock_take_adjustment` of counted −
 * expected; uncounted lines are left alone, or counted as 0 with
 * `treatUncountedAsZero`. The take row is locked first: of two users
 * completing it at once, the second finds it completed and gets 409.
 */
export async function completeTake(
  tx: Tx,
  a: Actor,
  id: number,
  treatUncountedAsZero = false,
) {
  const take = await lockTake(tx, a.merchantId, id);
  requireInProgress(take, "completed");
  await checkTakeAmounts(tx, a.merchantId, id, treatUncountedAsZero);
  const lineKey = and(
    eq(stockTakeLines.merchant_id, a.merchantId),
    eq(stockTakeLines.stock_take_id, id),
  );
  if (treatUncountedAsZero)
    await tx
      .update(stockTakeLines)
      .set({ counted_qty: 0, updated_at: actorTime(a) })
      .where(and(lineKey, isNull(stockTakeLines.counted_qty)));
  const lines = await tx
    .select()
    .from(stockTakeLines)
    .where(lineKey)
    .orderBy(stockTakeLines.id);
  if (!lines.some((l) => l.counted_qty !== null))
    throw invalid({
      lines:
        "Nothing has been counted: enter at least one count, or treat uncounted lines as zero.",
    });
  // One batch, levels locked in key order (no deadlock with other documents).
  await postStockMovements(
    tx,
    lines
      .filter((l) => l.difference)
      .map((l) => ({
        merchantId: a.merchantId,
        productId: l.product_id,
        locationId: take.location_id,
        type: "stock_take_adjustment" as const,
        quantityChange: l.difference!,
        referenceType: "stock_take" as const,
        referenceId: take.id,
        reasonText: l.reason ?? undefined,
        performedBy: a.userId,
        occurredAt: a.at,
      })),
  );
  await tx
    .update(stockTakes)
    .set({
      status: "completed",
      completed_at: actorTime(a),
      counted_by: a.userId,
      updated_at: actorTime(a),
    })
    .where(
      and(eq(stockTakes.merchant_id, a.merchantId), eq(stockTakes.id, id)),
    );
}

/** in progress → cancelled: nothing is posted. */
export async function cancelTake(tx: Tx, a: Actor, id: number) {
  const take = await lockTake(tx, a.merchantId, id);
  requireInProgress(take, "cancelled");
  await tx
    .update(stockTakes)
    .set({ status: "cancelled", updated_at: actorTime(a) })
    .where(
      and(eq(stockTakes.merchant_id, a.merchantId), eq(stockTakes.id, id)),
    );
}

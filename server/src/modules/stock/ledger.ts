import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { stockLevels, stockMovements } from "../../db/schema/index.js";
import { checkedAmount, times, unitsAt } from "../../lib/amounts.js";
import { invalid } from "../../lib/httpErrors.js";
import { grouped, QUANTITY_MAX } from "../../lib/schemas.js";
import { movingAverage } from "./averageCost.js";
import {
  validateMovement,
  type StockLevelRow,
  type StockMovementInput,
  type StockMovementRow,
} from "./movementInput.js";

/**
 * The stock ledger (DOMAIN §3.15, §3.16, §4.7): the ONLY code that inserts
 * into `stock_movements` or writes `stock_levels`. Opening balances,
 * receipts, sales, returns, stock-take adjustments and manual adjustments all
 * go through `postStockMovement`, inside the caller's transaction.
 *
 * Average cost (§4.7), in integer minor units:
 * - an incoming movement (quantity > 0) at `unit_cost` gives
 *   `new_avg = round_half_up((on_hand × avg + qty × unit_cost) ÷ (on_hand + qty))`,
 *   or `new_avg = unit_cost` when on hand before is ≤ 0;
 * - an outgoing movement (quantity < 0) is valued at the current average and
 *   leaves it unchanged.
 * Rounding: half up to a whole minor unit, computed exactly in BigInt
 * (averageCost.ts); all terms are non-negative, so this is also half away
 * from zero as DOMAIN §1.2 asks. An incoming movement without a cost
 * (adjust_increase, sale_return or a stock-take surplus with no `unitCost`)
 * comes in at the current average, which leaves the average as it is.
 *
 * Bounds (db/schema/bounds.ts): a movement whose value (quantity × unit
 * cost, in BigInt) passes MONEY_MAX, or that would bring on hand beyond
 * ±QUANTITY_MAX, is refused with 422 before anything is written.
 *
 * Stock may go negative: sales are never blocked. The ledger does not look
 * at `products.track_stock`; callers post only for stock-tracked products.
 * Every movement stores `avg_cost_after`, so the ledger alone says what the
 * stock is worth and `checkStockLedger` can replay it.
 */

export {
  MANUAL_TYPES,
  MOVEMENT_TYPES,
  movementSign,
  REFERENCE_TYPES,
  type ManualMovementType,
  type MovementType,
  type StockLevelRow,
  type StockMovementInput,
  type StockMovementRow,
  type StockReferenceType,
} from "./movementInput.js";

/**
 * Appends one movement and updates the level in the caller's transaction:
 * creates the level row if missing (insert … on conflict do nothing), locks
 * it FOR UPDATE, then writes movement and level. Concurrent movements of one
 * product at one location therefore apply one after the other, in id order.
 */
export async function postStockMovement(
  tx: Tx,
  m: StockMovementInput,
): Promise<{ movement: StockMovementRow; level: StockLevelRow }> {
  const { movements, levels } = await postStockMovements(tx, [m]);
  return { movement: movements[0]!, level: levels[0]! };
}

type LevelKey = { merchantId: number; productId: number; locationId: number };
const levelKey = (m: LevelKey) =>
  `${m.merchantId}:${m.productId}:${m.locationId}`;

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters per statement). */
const CHUNK = 2000;

/**
 * Many movements at once (a receipt of many lines, a stock take, the demo
 * seed), applied in the order given, in four statements: the missing levels
 * are created, every level involved is locked FOR UPDATE (in key order, so
 * two batches cannot deadlock), the movements are inserted and the levels
 * updated. Same rules and result as posting them one by one.
 */
export async function postStockMovements(
  tx: Tx,
  list: readonly StockMovementInput[],
): Promise<{ movements: StockMovementRow[]; levels: StockLevelRow[] }> {
  list.forEach(validateMovement);
  if (!list.length) return { movements: [], levels: [] };
  const keys: LevelKey[] = [
    ...new Map(list.map((m) => [levelKey(m), m])).values(),
  ]
    .map(({ merchantId, productId, locationId }) => ({
      merchantId,
      productId,
      locationId,
    }))
    .sort(
      (a, b) =>
        a.merchantId - b.merchantId ||
        a.productId - b.productId ||
        a.locationId - b.locationId,
    );
  for (let i = 0; i < keys.length; i += CHUNK)
    await tx
      .insert(stockLevels)
      .values(
        keys.slice(i, i + CHUNK).map((k) => ({
          merchant_id: k.merchantId,
          product_id: k.productId,
          location_id: k.locationId,
        })),
      )
      .onConflictDoNothing();
  const tuples = sql.join(
    keys.map(
      (k) =>
        sql`(${k.merchantId}::int, ${k.productId}::bigint, ${k.locationId}::bigint)`,
    ),
    sql`, `,
  );
  const locked = await tx
    .select({
      merchantId: stockLevels.merchant_id,
      productId: stockLevels.product_id,
      locationId: stockLevels.location_id,
      on_hand: stockLevels.on_hand,
      avg_cost: stockLevels.avg_cost,
    })
    .from(stockLevels)
    .where(
      sql`(${stockLevels.merchant_id}, ${stockLevels.product_id}, ${stockLevels.location_id}) in (${tuples})`,
    )
    .orderBy(
      stockLevels.merchant_id,
      stockLevels.product_id,
      stockLevels.location_id,
    )
    .for("update");
  const state = new Map(
    locked.map((l) => [
      levelKey(l),
      { on_hand: l.on_hand, avg_cost: l.avg_cost },
    ]),
  );
  if (state.size !== keys.length)
    throw new Error("stock level rows missing after insert");

  const rows = list.map((m) => {
    const before = state.get(levelKey(m))!;
    const unitCost =
      m.quantityChange < 0 ? before.avg_cost : (m.unitCost ?? before.avg_cost);
    const after = {
      on_hand: before.on_hand + m.quantityChange,
      avg_cost: movingAverage(
        before.on_hand,
        before.avg_cost,
        m.quantityChange,
        unitCost,
      ),
    };
    // Every stock figure and movement value within the caps (db/schema/bounds.ts), exactly.
    if (Math.abs(after.on_hand) > QUANTITY_MAX)
      throw invalid({
        quantity_change: `This would bring the stock on hand to ${grouped(after.on_hand)} units; it must stay within ±${grouped(QUANTITY_MAX)}.`,
      });
    const valueChange = checkedAmount(
      times(m.quantityChange, unitCost),
      "quantity_change",
      unitsAt(m.quantityChange, unitCost),
    );
    state.set(levelKey(m), after);
    return {
      merchant_id: m.merchantId,
      product_id: m.productId,
      location_id: m.locationId,
      type: m.type,
      quantity_change: m.quantityChange,
      quantity_after: after.on_hand,
      unit_cost: unitCost,
      value_change: valueChange,
      avg_cost_after: after.avg_cost,
      reference_type: m.referenceType ?? null,
      reference_id: m.referenceId ?? null,
      reason_text: m.reasonText?.trim() || null,
      performed_by: m.performedBy ?? null,
      occurred_at: m.occurredAt ?? sql`now()`,
    };
  });
  const movements: StockMovementRow[] = [];
  // VALUES are inserted in order, so ids follow the order given.
  for (let i = 0; i < rows.length; i += CHUNK)
    movements.push(
      ...(await tx
        .insert(stockMovements)
        .values(rows.slice(i, i + CHUNK))
        .returning()),
    );
  movements.sort((a, b) => a.id - b.id);

  const values = sql.join(
    keys.map((k) => {
      const s = state.get(levelKey(k))!;
      return sql`(${k.merchantId}::int, ${k.productId}::bigint, ${k.locationId}::bigint, ${s.on_hand}::int, ${s.avg_cost}::bigint)`;
    }),
    sql`, `,
  );
  const levels = await tx
    .update(stockLevels)
    .set({
      on_hand: sql`v.on_hand`,
      avg_cost: sql`v.avg_cost`,
      updated_at: sql`now()`,
    })
    .from(
      sql`(values ${values}) as v(merchant_id, product_id, location_id, on_hand, avg_cost)`,
    )
    .where(
      sql`${stockLevels.merchant_id} = v.merchant_id and ${stockLevels.product_id} = v.product_id and ${stockLevels.location_id} = v.location_id`,
    )
    .returning();
  return { movements, levels };
}

export { checkStockLedger, type StockLedgerMismatch } from "./checkLedger.js";
export { movingAverage } from "./averageCost.js";

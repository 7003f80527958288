import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { locations, stockTakeLines } from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import type { CountInput } from "./schemas.js";
import { MOVED_SINCE_SNAPSHOT } from "./snapshot.js";

type Row = Record<string, unknown>;

interface LineRow extends Row {
  id: number;
  stock_take_id: number;
  counted_qty: number | null;
  difference: number | null;
  cost_difference: number | null;
}

/**
 * Adds the lines (product name, SKU, barcode; `moved_since_snapshot` while
 * the take is in progress), the location name and the variance totals.
 */
export async function decorateTakes(db: Queryable, rows: Row[]) {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const lines = (
    await db.execute<LineRow>(sql`
      select l.id, l.stock_take_id, l.product_id, p.name as product_name,
             p.sku, p.barcode, l.expected_qty, l.counted_qty, l.difference,
             l.unit_cost, l.cost_difference, l.reason,
             t.status = 'in_progress' and ${MOVED_SINCE_SNAPSHOT} as moved_since_snapshot
      from stock_take_lines l
      join stock_takes t on t.merchant_id = l.merchant_id and t.id = l.stock_take_id
      left join products p on p.merchant_id = l.merchant_id and p.id = l.product_id
      where l.stock_take_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by l.id`)
  ).rows;
  const places = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      inArray(locations.id, [
        ...new Set(rows.map((r) => r.location_id as number)),
      ]),
    );
  const placeName = new Map(places.map((p) => [p.id, p.name]));
  return rows.map((r) => {
    const own = lines
      .filter((l) => l.stock_take_id === r.id)
      .map(({ stock_take_id: _take, ...l }) => l);
    const counted = own.filter((l) => l.counted_qty !== null);
    return {
      ...r,
      location_name: placeName.get(r.location_id as number) ?? null,
      counted_lines: counted.length,
      total_lines: own.length,
      variance_units: counted.reduce((s, l) => s + (l.difference ?? 0), 0),
      variance_cost: counted.reduce((s, l) => s + (l.cost_difference ?? 0), 0),
      lines: own,
    };
  });
}

/** Saves counts and reasons of the lines sent; other lines keep theirs (save and resume). */
export async function saveCounts(
  tx: Tx,
  merchantId: number,
  takeId: number,
  counts: CountInput[],
) {
  if (!counts.length) return;
  const ids = counts.map((c) => c.id);
  const mine = new Set(
    (
      await tx
        .select({ id: stockTakeLines.id })
        .from(stockTakeLines)
        .where(
          and(
            eq(stockTakeLines.merchant_id, merchantId),
            eq(stockTakeLines.stock_take_id, takeId),
            inArray(stockTakeLines.id, ids),
          ),
        )
    ).map((l) => l.id),
  );
  const errors: Record<string, string> = {};
  counts.forEach((c, i) => {
    if (!mine.has(c.id))
      errors[`lines.${i}.id`] = "This line is not on this stock take.";
  });
  if (Object.keys(errors).length) throw invalid(errors);
  for (const c of counts) {
    const values = {
      ...(c.counted_qty !== undefined ? { counted_qty: c.counted_qty } : {}),
      ...(c.reason !== undefined ? { reason: c.reason || null } : {}),
    };
    if (!Object.keys(values).length) continue;
    await tx
      .update(stockTakeLines)
      .set({ ...values, updated_at: sql`now()` })
      .where(
        and(
          eq(stockTakeLines.merchant_id, merchantId),
          eq(stockTakeLines.id, c.id),
        ),
      );
  }
}

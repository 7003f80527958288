import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
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

/** 422 on every repeat of an id already listed (`<field>.<i>`, or `<field>.<i>.id`). */
export function refuseRepeats(ids: number[], field: string, suffix = "") {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id))
      errors[`${field}.${i}${suffix}`] = "This line is listed twice.";
    seen.add(id);
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * Saves counts and reasons of the lines sent; other lines keep theirs (save
 * and resume). Each line may be sent once; all are written by one statement.
 */
export async function saveCounts(
  tx: Tx,
  merchantId: number,
  takeId: number,
  counts: CountInput[],
  stamp: SQL = sql`now()`,
) {
  if (!counts.length) return;
  const ids = counts.map((c) => c.id);
  refuseRepeats(ids, "lines", ".id");
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
  const changed = counts.filter(
    (c) => c.counted_qty !== undefined || c.reason !== undefined,
  );
  if (!changed.length) return;
  // One array per column; a field not sent keeps the line's value.
  const column = <T>(pick: (c: CountInput) => T) =>
    sql.param(changed.map(pick));
  await tx.execute(sql`
    update stock_take_lines l
    set counted_qty = case when v.set_count then v.counted_qty else l.counted_qty end,
        reason = case when v.set_reason then v.reason else l.reason end,
        updated_at = ${stamp}
    from unnest(
      ${column((c) => c.id)}::bigint[],
      ${column((c) => c.counted_qty !== undefined)}::boolean[],
      ${column((c) => c.counted_qty ?? null)}::integer[],
      ${column((c) => c.reason !== undefined)}::boolean[],
      ${column((c) => c.reason || null)}::text[]
    ) as v(id, set_count, counted_qty, set_reason, reason)
    where l.merchant_id = ${merchantId} and l.stock_take_id = ${takeId}
      and l.id = v.id`);
}

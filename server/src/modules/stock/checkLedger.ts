import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** One place where the stock cache or the ledger disagrees with the ledger's own arithmetic. */
export interface StockLedgerMismatch {
  merchantId: number;
  productId: number;
  locationId: number;
  /** The movement at fault; null for a stock level. */
  movementId: number | null;
  /** What disagrees, in words. */
  problem: string;
}

const scope = (alias: string, merchantId?: number) =>
  merchantId === undefined
    ? sql``
    : sql`and ${sql.raw(alias)}.merchant_id = ${merchantId}`;

/**
 * Proves the ledger identities (DOMAIN §1.2, §3.15, §4.7) for every product
 * and location, or one merchant's:
 * - each movement: quantity_after = the previous row's + quantity_change;
 *   value_change = quantity_change × unit_cost; an outgoing row is valued at
 *   the average before it; avg_cost_after follows from the previous row by
 *   the moving average (same rounding as averageCost.ts, here in numeric);
 * - each level: on_hand = Σ quantity_change = the last row's quantity_after,
 *   avg_cost = the last row's avg_cost_after (so value at cost = what the
 *   movements say); no movement without a level, no level with stock but no
 *   movement.
 * Returns the mismatches (empty = all good); used by tests and `npm run db:check`.
 */
export async function checkStockLedger(
  db: Queryable,
  merchantId?: number,
): Promise<StockLedgerMismatch[]> {
  const movements = await db.execute<{
    merchant_id: number;
    product_id: number;
    location_id: number;
    id: number;
    problem: string;
  }>(sql`
    with m as (
      select s.*,
        coalesce(lag(s.quantity_after) over w, 0) as qty_before,
        coalesce(lag(s.avg_cost_after) over w, 0) as avg_before
      from stock_movements s
      where true ${scope("s", merchantId)}
      window w as (partition by s.merchant_id, s.product_id, s.location_id order by s.id)
    ), e as (
      select m.*,
        case
          when quantity_change < 0 then avg_before
          when qty_before <= 0 then unit_cost
          else floor(
            (2 * (qty_before::numeric * avg_before + quantity_change::numeric * unit_cost)
              + (qty_before + quantity_change))
            / (2 * (qty_before + quantity_change)::numeric))
        end as expected_avg
      from m
    )
    select merchant_id, product_id, location_id, id,
      case
        when quantity_after <> qty_before + quantity_change then
          'quantity_after ' || quantity_after || ' should be ' || (qty_before + quantity_change)
        when value_change <> quantity_change::bigint * unit_cost then
          'value_change ' || value_change || ' should be ' || (quantity_change::bigint * unit_cost)
        when quantity_change < 0 and unit_cost <> avg_before then
          'outgoing unit_cost ' || unit_cost || ' should be the average ' || avg_before
        else
          'avg_cost_after ' || avg_cost_after || ' should be ' || expected_avg
      end as problem
    from e
    where quantity_after <> qty_before + quantity_change
       or value_change <> quantity_change::bigint * unit_cost
       or (quantity_change < 0 and unit_cost <> avg_before)
       or avg_cost_after <> expected_avg
    order by merchant_id, product_id, location_id, id`);

  const levels = await db.execute<{
    merchant_id: number;
    product_id: number;
    location_id: number;
    problem: string;
  }>(sql`
    with s as (
      select merchant_id, product_id, location_id,
        sum(quantity_change)::bigint as total, max(id) as last_id
      from stock_movements s
      where true ${scope("s", merchantId)}
      group by merchant_id, product_id, location_id
    ), l as (
      select * from stock_levels l where true ${scope("l", merchantId)}
    ), j as (
      select coalesce(l.merchant_id, s.merchant_id) as merchant_id,
        coalesce(l.product_id, s.product_id) as product_id,
        coalesce(l.location_id, s.location_id) as location_id,
        l.merchant_id is not null as has_level, l.on_hand, l.avg_cost,
        s.total, last.quantity_after, last.avg_cost_after
      from l
      full join s on s.merchant_id = l.merchant_id and s.product_id = l.product_id
        and s.location_id = l.location_id
      left join stock_movements last on last.merchant_id = s.merchant_id and last.id = s.last_id
    )
    select merchant_id, product_id, location_id,
      case
        when not has_level then 'movements (on hand ' || total || ') but no stock level'
        when total is null then 'stock level on hand ' || on_hand || ', average ' || avg_cost || ' without movements'
        when on_hand <> total then 'on_hand ' || on_hand || ' but the movements add up to ' || total
        when on_hand <> quantity_after then 'on_hand ' || on_hand || ' but the last movement leaves ' || quantity_after
        else 'avg_cost ' || avg_cost || ' but the last movement leaves ' || avg_cost_after
      end as problem
    from j
    where not has_level
       or (total is null and (on_hand <> 0 or avg_cost <> 0))
       or on_hand <> total or on_hand <> quantity_after or avg_cost <> avg_cost_after
    order by merchant_id, product_id, location_id`);

  return [
    ...levels.rows.map((r) => ({
      merchantId: r.merchant_id,
      productId: Number(r.product_id),
      locationId: Number(r.location_id),
      movementId: null,
      problem: r.problem,
    })),
    ...movements.rows.map((r) => ({
      merchantId: r.merchant_id,
      productId: Number(r.product_id),
      locationId: Number(r.location_id),
      movementId: Number(r.id),
      problem: r.problem,
    })),
  ];
}

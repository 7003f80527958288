import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { tooLargeAmount } from "../../lib/amounts.js";
import { invalid } from "../../lib/httpErrors.js";
import { MONEY_MAX } from "../../lib/schemas.js";

/** What a line's cost difference is, in the messages. */
export const LINE_COST_DIFFERENCE =
  "A line's cost difference ((counted − expected) × unit cost)";

/**
 * The cost differences of a take, computed exactly (PostgreSQL numeric):
 * each line's (counted − expected) × unit cost and their sum over the take
 * stay within ±MONEY_MAX (db/schema/bounds.ts), else 422 before anything is
 * saved or posted. `uncountedAsZero` checks the lines as completing with
 * "treat uncounted as zero" would count them. (A saved line beyond the cap
 * is also refused by stock_take_lines_cost_difference_check.)
 */
export async function checkTakeAmounts(
  tx: Tx,
  merchantId: number,
  takeId: number,
  uncountedAsZero = false,
) {
  const counted = uncountedAsZero
    ? sql`coalesce(l.counted_qty, 0)`
    : sql`l.counted_qty`;
  const cap = sql.raw(String(MONEY_MAX));
  const { rows } = await tx.execute<{
    line_over: string | null;
    total_over: boolean;
  }>(sql`
    with d as (
      select p.name, (${counted} - l.expected_qty)::numeric * l.unit_cost as cost
      from stock_take_lines l
      left join products p on p.merchant_id = l.merchant_id and p.id = l.product_id
      where l.merchant_id = ${merchantId} and l.stock_take_id = ${takeId})
    select (select coalesce(name, 'a product') from d where abs(cost) > ${cap}
              order by abs(cost) desc limit 1) as line_over,
           coalesce(abs(sum(cost)) > ${cap}, false) as total_over
    from d`);
  const r = rows[0];
  if (r?.line_over)
    throw invalid({
      lines: tooLargeAmount(`The cost difference of ${r.line_over}`),
    });
  if (r?.total_over)
    throw invalid({
      lines: tooLargeAmount("The stock take's total cost difference"),
    });
}

import { sql, type SQL } from "drizzle-orm";
import {
  REFUND_LINE_MEASURES,
  SALE_LINE_MEASURES,
  type MeasureRule,
} from "../../shared/money/reportFigures.js";
import { onLocalDays } from "./localDays.js";

/**
 * The lines every sales-basis report reads (DOMAIN §5.1, §5.4), as one SQL
 * relation: (a) the items of non-voided sales whose `sale_at` falls on the
 * local days from–to, and (b) the refund items whose `refund_at` does,
 * negative, keyed by their original item (its type, item, team member,
 * sale, client, channel, location). Each line carries the §5.1 measures the
 * money module's lineFigures / refundFigures give it, generated from
 * the same rule tables (shared/money/reportFigures.ts: voucher items count
 * only as voucher sales), plus `at`, the instant that dates it
 * (sale_at, or refund_at for a refund), and `tz`, the clock of its
 * location. Refunds are at the sale's location (checkout writes them so).
 */

export interface SalesLineFilters {
  location_id?: number;
  team_member_id?: number;
  item_type?: string;
  channel?: string;
  client_id?: number;
  /** new: the client's first non-voided sale; returning: a later one; walk_in: no client. */
  client_type?: "new" | "returning" | "walk_in";
}

/** The sale conditions of the filters (alias `s` = sales, `si` = sale_items). */
function saleWhere(merchantId: number, f: SalesLineFilters): SQL {
  const where: SQL[] = [
    sql`s.merchant_id = ${merchantId}`,
    sql`s.status <> 'voided'`,
  ];
  if (f.location_id !== undefined)
    where.push(sql`s.location_id = ${f.location_id}`);
  if (f.team_member_id !== undefined)
    where.push(sql`si.team_member_id = ${f.team_member_id}`);
  if (f.item_type !== undefined) where.push(sql`si.item_type = ${f.item_type}`);
  if (f.channel !== undefined) where.push(sql`s.channel = ${f.channel}`);
  if (f.client_id !== undefined) where.push(sql`s.client_id = ${f.client_id}`);
  if (f.client_type === "walk_in") where.push(sql`s.client_id is null`);
  else if (f.client_type !== undefined) {
    const earlier = sql`exists (select 1 from sales e where e.merchant_id = s.merchant_id
      and e.client_id = s.client_id and e.status <> 'voided'
      and (e.sale_at, e.id) < (s.sale_at, s.id))`;
    where.push(sql`s.client_id is not null`);
    where.push(f.client_type === "returning" ? earlier : sql`not ${earlier}`);
  }
  return sql.join(where, sql` and `);
}

/** Columns common to both halves: what the line is and whose. */
const KEYS = sql`si.id as sale_item_id, si.item_type, si.item_id, si.name_snapshot,
  si.team_member_id, si.tax_rate_id, si.tax_rate_pct, s.id as sale_id, s.client_id, s.channel, s.location_id, l.timezone as tz`;

/** The §5.1 measures in the relation's column order (both halves of the union). */
const MEASURES = [
  "gross_sales",
  "discounts",
  "refunds",
  "net_sales",
  "tax",
  "total_sales",
  "voucher_sales",
] as const;

/**
 * The measure columns of one half, generated from the money module's rules:
 * `case when <voucher line> then <voucher take> else <other take> end`,
 * 0 where a rule takes nothing or the half has no such measure.
 */
function measureColumns(
  rules: Partial<Record<(typeof MEASURES)[number], MeasureRule<string>>>,
  alias: string,
): SQL {
  return sql.join(
    MEASURES.map((key) => {
      const rule = rules[key];
      const value = rule ? measureSql(rule, alias) : sql`0`;
      return sql`(${value})::bigint as ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}

/**
 * One measure of a line as SQL, from its money-module rule: `alias` names
 * the sale item or refund item row, `si` its sale item (for its type).
 */
export function measureSql(rule: MeasureRule<string>, alias: string): SQL {
  const take = (t: MeasureRule<string>["other"]) =>
    t
      ? sql`${sql.raw(t.sign < 0 ? "-" : "")}${sql.raw(alias)}.${sql.identifier(t.field)}`
      : sql`0`;
  return sql`case when si.item_type = 'voucher' then ${take(rule.voucher)} else ${take(rule.other)} end`;
}

/**
 * The lines of the local days from–to (each on its location's clock), with
 * the filters. Measures: qty_sold, qty_refunded, gross_sales, discounts,
 * refunds, net_sales, tax, total_sales, voucher_sales, cogs (products:
 * quantity × cost at the sale, less what refunds return).
 */
export function salesLines(
  merchantId: number,
  from: string,
  to: string,
  f: SalesLineFilters,
): SQL {
  const where = saleWhere(merchantId, f);
  return sql`(
    select ${KEYS}, 'sale' as source, s.sale_at as at,
      si.quantity as qty_sold, 0 as qty_refunded,
      ${measureColumns(SALE_LINE_MEASURES, "si")},
      coalesce(si.quantity * si.cost_snapshot, 0)::bigint as cogs
    from sale_items si
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    join locations l on l.merchant_id = s.merchant_id and l.id = s.location_id
    where ${where} and ${onLocalDays(sql`s.sale_at`, sql`l.timezone`, from, to)}
    union all
    select ${KEYS}, 'refund' as source, r.refund_at as at,
      0 as qty_sold, ri.quantity as qty_refunded,
      ${measureColumns(REFUND_LINE_MEASURES, "ri")},
      -coalesce(ri.quantity * si.cost_snapshot, 0)::bigint as cogs
    from refund_items ri
    join refunds r on r.merchant_id = ri.merchant_id and r.id = ri.refund_id
    join sale_items si on si.merchant_id = ri.merchant_id and si.id = ri.sale_item_id
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    join locations l on l.merchant_id = s.merchant_id and l.id = s.location_id
    where ${where} and r.merchant_id = ${merchantId}
      and ${onLocalDays(sql`r.refund_at`, sql`l.timezone`, from, to)}
  )`;
}

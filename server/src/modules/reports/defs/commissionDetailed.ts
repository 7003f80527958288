import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { SALE_ITEM_TYPES } from "../../../db/schema/index.js";
import { onLocalDays, wireInstantSql } from "../localDays.js";
import { personName } from "../names.js";
import { idFilter } from "../query.js";
import {
  defineReport,
  groupColumn,
  type ReportColumn,
  type ReportContext,
  type ReportQuery,
  type Row,
} from "../types.js";

const filters = z
  .object({
    view: z
      .enum(["list", "summary"], {
        error: 'The view is "list" or "summary".',
      })
      .optional(),
    team_member_id: idFilter("the team member"),
    item_type: z
      .enum(SALE_ITEM_TYPES, {
        error: `The item type is one of: ${SALE_ITEM_TYPES.join(", ")}.`,
      })
      .optional(),
  })
  .strict();
type Filters = z.output<typeof filters>;

/** The money of a row, from its sale value to its commission (Σ in the totals row). */
const MONEY: ReportColumn[] = [
  { key: "sale_value", type: "money", total: true },
  { key: "discount", type: "money", total: true },
  { key: "tax", type: "money", total: true },
  { key: "base", type: "money", total: true },
];

const LIST_COLUMNS: ReportColumn[] = [
  { key: "occurred_at", type: "datetime" },
  {
    key: "invoice_number",
    type: "text",
    link: { resource: "sales", id: "sale_id" },
  },
  {
    key: "client_name",
    type: "text",
    empty: "walk_in",
    link: { resource: "clients", id: "client_id" },
  },
  { key: "item_name", type: "text" },
  { key: "item_type", type: "text", values: "item_type" },
  { key: "quantity", type: "quantity", total: true },
  ...MONEY,
  { key: "rate_pct", type: "percent" },
  { key: "fixed_amount", type: "money" },
  { key: "commission", type: "money", total: true },
  { key: "status", type: "text", values: "commission_status" },
  {
    key: "team_member_name",
    type: "text",
    link: { resource: "team-members", id: "team_member_id" },
  },
  { key: "location_name", type: "text" },
];

const SUMMARY_COLUMNS: ReportColumn[] = [
  groupColumn({ resource: "team-members" }),
  { key: "entries", type: "quantity", total: true },
  { key: "quantity", type: "quantity", total: true },
  ...MONEY,
  { key: "commission", type: "money", total: true },
];

/** The entries of the range (occurred_at on the local days of their location), filtered. */
function entryWhere(ctx: ReportContext, q: ReportQuery<Filters>): SQL {
  const where = [
    sql`ce.merchant_id = ${ctx.merchantId}`,
    onLocalDays(sql`ce.occurred_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    where.push(sql`ce.location_id = ${q.location_id}`);
  if (q.filters.team_member_id !== undefined)
    where.push(sql`ce.team_member_id = ${q.filters.team_member_id}`);
  if (q.filters.item_type !== undefined)
    where.push(sql`ce.item_type = ${q.filters.item_type}`);
  return sql.join(where, sql` and `);
}

/**
 * A reversal's share of an accrual figure `x`: in proportion to the
 * refunded net (to the refunded quantity when the line's net is 0),
 * negative, rounded half away from zero; a void's reversal is −x whole (a
 * sale with refunds cannot be voided, DOMAIN §3.31).
 */
const share = (x: SQL) => sql`case
    when ce.kind = 'accrual' then ${x}
    when ce.refund_id is null then -(${x})
    when si.net_amount > 0 then -round((${x})::numeric * ri.net_amount / si.net_amount)
    else -round((${x})::numeric * ri.quantity / nullif(si.quantity, 0)) end`;

/** The discount the accrual's base left out: the line's discount when the base is its net (deduct_discounts). */
const ACCRUAL_DISCOUNT = sql`(case when a.base_amount = si.net_amount then si.discount_amount else 0 end)`;

/**
 * One row per commission entry: the sale item's figures the entry stands
 * for (a reversal its refunded part, negative), and its commission.
 */
const entryRows = (where: SQL, only?: SQL) => sql`
  select ce.id, ce.sale_id, s.invoice_number, s.client_id,
    ${personName("c")} as client_name, si.name_snapshot as item_name,
    ce.item_type, ce.kind, ce.team_member_id,
    ${personName("tm")} as team_member_name, ce.location_id,
    l.name as location_name, l.timezone as time_zone,
    ${wireInstantSql(sql`ce.occurred_at`)} as occurred_at,
    (case when ce.kind = 'accrual' then si.quantity
      when ce.refund_id is null then -si.quantity
      else -ri.quantity end)::int as quantity,
    (${share(ACCRUAL_DISCOUNT)})::bigint as discount,
    (case when ce.kind = 'accrual' then si.tax_amount
      when ce.refund_id is null then -si.tax_amount
      else -ri.tax_amount end)::bigint as tax,
    (${share(sql`a.base_amount`)})::bigint as base,
    ce.rate_pct::float8 as rate_pct, ce.fixed_amount, ce.amount as commission,
    case when a.amount + coalesce((select sum(x.amount) from commission_entries x
        where x.merchant_id = a.merchant_id and x.reverses_entry_id = a.id), 0) = 0
      then 'reversed' else 'pending' end as status
  from commission_entries ce
  join locations l on l.merchant_id = ce.merchant_id and l.id = ce.location_id
  join commission_entries a on a.merchant_id = ce.merchant_id
    and a.id = coalesce(ce.reverses_entry_id, ce.id)
  join sale_items si on si.merchant_id = ce.merchant_id and si.id = ce.sale_item_id
  join sales s on s.merchant_id = ce.merchant_id and s.id = ce.sale_id
  left join clients c on c.merchant_id = s.merchant_id and c.id = s.client_id
  left join team_members tm on tm.merchant_id = ce.merchant_id and tm.id = ce.team_member_id
  left join lateral (
    select coalesce(sum(r.quantity), 0) as quantity, coalesce(sum(r.net_amount), 0) as net_amount,
      coalesce(sum(r.tax_amount), 0) as tax_amount
    from refund_items r
    where r.merchant_id = ce.merchant_id and r.refund_id = ce.refund_id
      and r.sale_item_id = ce.sale_item_id) ri on ce.refund_id is not null
  where ${where} ${only ? sql`and ce.id = any(${only})` : sql``}`;

/** Sale value = base + the deductions (discount, tax): what the item sold for, tax included. */
const withSaleValue = (rows: SQL) =>
  sql`select e.*, (e.base + e.discount + e.tax)::bigint as sale_value from (${rows}) e`;

/**
 * Commission detailed (DOMAIN §5.9, service 12): the commission ledger
 * (§3.19, §4.4) on the local days of `occurred_at` (a sale's accrual when
 * it became fully paid; a reversal on its refund or void). Each row shows
 * the sale item's value, the deductions (discount when the plan deducts
 * it, tax always), the base, the rate and the commission; reversals are
 * negative rows for the refunded part (the whole for a void). Status:
 * reversed when the accrual is fully reversed, else pending. The summary
 * view totals the same rows per team member.
 */
export const commissionDetailedReport = defineReport({
  name: "commission-detailed",
  serviceId: 12,
  summary: "Commission detailed report",
  description:
    "Commission entries on the local days from–to of occurred_at (accruals when a sale became fully paid, reversals on refunds and voids as negative rows): date, invoice, client, item, item type, quantity, sale value, discount and tax deducted, base, rate (percent or fixed per unit), commission, status (pending or reversed), team member, location. view=summary totals them per team member. Filters: location_id, team_member_id, item_type, view.",
  dated: true,
  filters,
  basis: () => "commission_time",
  columns: (f) => (f.view === "summary" ? SUMMARY_COLUMNS : LIST_COLUMNS),
  defaultSort: (f) =>
    f.view === "summary"
      ? { key: "group", order: "asc" }
      : { key: "occurred_at", order: "asc" },
  load: async (ctx, q) => {
    const where = entryWhere(ctx, q);
    if (q.filters.view !== "summary")
      return {
        kind: "sql",
        select: (only) => withSaleValue(entryRows(where, only)),
      };
    const { rows } = await ctx.db.execute<Row>(sql`
      select e.team_member_id as group_id, max(e.team_member_name) as "group",
        count(*)::int as entries, sum(e.quantity)::int as quantity,
        sum(e.sale_value)::bigint as sale_value, sum(e.discount)::bigint as discount,
        sum(e.tax)::bigint as tax, sum(e.base)::bigint as base,
        sum(e.commission)::bigint as commission
      from (${withSaleValue(entryRows(where))}) e
      group by e.team_member_id`);
    const num = (r: Row) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          k === "group" || v === null ? v : Number(v),
        ]),
      );
    return { kind: "rows", rows: rows.map(num) };
  },
});

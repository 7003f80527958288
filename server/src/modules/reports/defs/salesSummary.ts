import { z } from "zod";
import { sql } from "drizzle-orm";
import { idFilter } from "../query.js";
import { salesLines, type SalesLineFilters } from "../salesLines.js";
import {
  defineReport,
  groupColumn,
  type ReportColumn,
  type Row,
} from "../types.js";
import { GROUPING, SALES_GROUPS, type SalesGroup } from "./salesGroups.js";

/** The measures of §5.4, each the Σ of its line column (qty and money). */
const MEASURES: ReportColumn[] = [
  { key: "items_sold", type: "quantity" },
  { key: "gross_sales", type: "money" },
  { key: "discounts", type: "money" },
  { key: "refund_qty", type: "quantity" },
  { key: "refunds", type: "money" },
  { key: "net_sales", type: "money" },
  { key: "tax", type: "money" },
  { key: "total_sales", type: "money" },
  { key: "pct_of_net", type: "percent" },
];

const CLIENT_TYPES = ["new", "returning", "walk_in"] as const;
const ITEM_TYPES = ["service", "product", "membership"] as const;
const CHANNELS = ["in_store", "phone", "online", "walk_in"] as const;

const filters = z
  .object({
    group_by: z
      .enum(SALES_GROUPS, {
        error: `Group by one of: ${SALES_GROUPS.join(", ")}.`,
      })
      .optional(),
    team_member_id: idFilter("the team member"),
    client_id: idFilter("the client"),
    item_type: z
      .enum(ITEM_TYPES, {
        error: `The item type is one of: ${ITEM_TYPES.join(", ")}.`,
      })
      .optional(),
    channel: z
      .enum(CHANNELS, {
        error: `The channel is one of: ${CHANNELS.join(", ")}.`,
      })
      .optional(),
    client_type: z
      .enum(CLIENT_TYPES, {
        error: `The client type is one of: ${CLIENT_TYPES.join(", ")}.`,
      })
      .optional(),
  })
  .strict();
type Filters = z.output<typeof filters>;

const groupOf = (f: Filters) => GROUPING[(f.group_by ?? "item") as SalesGroup];

/** Percent points with two decimals (half away from zero), or null over nothing. */
const pct = (part: number, whole: number) =>
  whole !== 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** A group's (or the totals') measures from the sums the query sends. */
function measures(r: Row, totalNet: number): Row {
  const n = (k: string) => Number(r[k] ?? 0);
  const net = n("net_sales");
  const sales = n("sales_count");
  return {
    items_sold: n("items_sold"),
    gross_sales: n("gross_sales"),
    discounts: n("discounts"),
    refund_qty: n("refund_qty"),
    refunds: n("refunds"),
    net_sales: net,
    tax: n("tax"),
    total_sales: n("total_sales"),
    pct_of_net: pct(net, totalNet),
    sales_count: sales,
    average_net: sales > 0 ? Math.round(net / sales) : null,
    last_sale_date: r.last_sale_date ?? null,
    cogs: n("cogs"),
    gross_profit: net - n("cogs"),
    margin_pct: pct(net - n("cogs"), net),
  };
}

/**
 * The sales summary engine (DOMAIN §5.4, service 8): one query for every
 * sales-by-X screen. The lines of salesLines.ts (items of non-voided sales
 * by `sale_at`, refund items by `refund_at`, negative) grouped by
 * `group_by`; time groups bucket each line by its own instant on its
 * location's clock. Voucher items are a liability: outside the rows, their
 * Σ is `voucher_sales` in the answer's memo (§5.1).
 */
export const salesSummaryReport = defineReport({
  name: "sales-summary",
  serviceId: 8,
  summary: "Sales summary report",
  description:
    "Sales of the local days from–to grouped by group_by (item, type, service, product, location, channel, client, team_member, hour, day, month, year): items sold, gross sales, discounts, refund quantity, refunds, net sales, tax, total sales and % of total net (DOMAIN §5.1, §5.4). Items of non-voided sales count on their sale date, refunds on their refund date; voucher sales are apart (memo). Filters: location_id, team_member_id, item_type, channel, client_id, client_type (new, returning, walk_in).",
  dated: true,
  filters,
  basis: () => "sale_and_refund_time",
  columns: (f) => {
    const g = groupOf(f);
    return [
      groupColumn(g),
      ...(g.extra ?? []).filter((c) => !c.total),
      ...MEASURES,
      ...(g.extra ?? []).filter((c) => c.total),
    ];
  },
  defaultSort: (f) => {
    const by = (f.group_by ?? "item") as SalesGroup;
    return ["hour", "day", "month", "year"].includes(by)
      ? { key: "group", order: "asc" }
      : { key: "net_sales", order: "desc" };
  },
  load: async (ctx, q) => {
    const f = q.filters;
    const g = groupOf(f);
    const lineFilters: SalesLineFilters = {
      location_id: q.location_id,
      team_member_id: f.team_member_id,
      item_type: g.only ?? f.item_type,
      channel: f.channel,
      client_id: f.client_id,
      client_type: f.client_type,
    };
    const treatment = g.only === "service" ? sql`, max(tt.name)` : sql`, null`;
    const { rows } = await ctx.db.execute<Row>(sql`
      select grouping(${g.key}) = 1 as is_total, ${g.key} as group_id, ${g.label} as "group"
          ${treatment} as treatment_type, min(x.item_type) as item_type,
        coalesce(sum(x.qty_sold), 0)::bigint as items_sold,
        coalesce(sum(x.gross_sales), 0)::bigint as gross_sales,
        coalesce(sum(x.discounts), 0)::bigint as discounts,
        coalesce(sum(x.qty_refunded), 0)::bigint as refund_qty,
        coalesce(sum(x.refunds), 0)::bigint as refunds,
        coalesce(sum(x.net_sales), 0)::bigint as net_sales,
        coalesce(sum(x.tax), 0)::bigint as tax,
        coalesce(sum(x.total_sales), 0)::bigint as total_sales,
        coalesce(sum(x.cogs), 0)::bigint as cogs,
        (count(distinct x.sale_id) filter (where x.source = 'sale'))::int as sales_count,
        (max((x.at at time zone x.tz)::date) filter (where x.source = 'sale'))::text as last_sale_date
      from (select ${ctx.merchantId}::bigint as merchant_id, y.*
        from ${salesLines(ctx.merchantId, q.from, q.to, lineFilters)} y
        where y.item_type <> 'voucher') x
      ${g.joins ?? sql``}
      group by grouping sets ((${g.key}), ())`);
    // Voucher sales only where the screen is not kept to one item type.
    const { rows: vouchers } = lineFilters.item_type
      ? { rows: [] }
      : await ctx.db.execute<Row>(sql`
          select coalesce(sum(y.voucher_sales), 0)::bigint as voucher_sales
          from ${salesLines(ctx.merchantId, q.from, q.to, { ...lineFilters, item_type: "voucher" })} y`);
    const total = rows.find((r) => r.is_total);
    const totalNet = Number(total?.net_sales ?? 0);
    return {
      kind: "rows",
      rows: rows
        .filter((r) => !r.is_total)
        .map((r) => ({
          group_id: r.group_id,
          group: r.group === null ? null : String(r.group),
          ...(f.group_by === "service"
            ? { treatment_type: r.treatment_type }
            : {}),
          ...(f.group_by === "item" || f.group_by === undefined
            ? { item_type: r.item_type }
            : {}),
          ...measures(r, totalNet),
        })),
      totals: measures({ ...(total ?? {}), last_sale_date: null }, totalNet),
      memo: { voucher_sales: Number(vouchers[0]?.voucher_sales ?? 0) },
    };
  },
});

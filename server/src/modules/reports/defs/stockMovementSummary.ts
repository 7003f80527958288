import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../calendar/zonedTime.js";
import { localMidnight, paddedBounds } from "../localDays.js";
import { idFilter } from "../query.js";
import { defineReport, type ReportColumn } from "../types.js";

/** The movement columns of the summary: key → the ledger types it sums (DOMAIN §3.16, §5.5). */
export const SUMMARY_MOVEMENTS: Record<string, string> = {
  initial_stock: "opening_balance",
  received: "purchase_received",
  sold: "sale",
  returned: "sale_return",
  adjusted_in: "adjust_increase",
  adjusted_out: "adjust_decrease",
  internal_use: "internal_use",
  stock_take_variance: "stock_take_adjustment",
};

const filters = z
  .object({
    brand_id: idFilter("the brand"),
    category_id: idFilter("the category"),
    group_by: z
      .enum(["product", "brand"], {
        error: 'Group by "product" or "brand".',
      })
      .optional(),
  })
  .strict();

const KEYS = ["opening", ...Object.keys(SUMMARY_MOVEMENTS), "closing"];
const quantities = (): ReportColumn[] => [
  ...KEYS.map((key) => ({ key, type: "quantity" as const, total: true })),
  ...KEYS.map((key) => ({
    key: `${key}_value`,
    type: "money" as const,
    total: true,
  })),
];

/**
 * Stock movement summary (DOMAIN §5.5, service 9), per product or brand:
 * opening = Σ movements before the local day `from` begins, each column =
 * Σ movements of its type on the days from–to, closing = opening + Σ
 * columns (so, for a range ending today, closing = on hand); the same at
 * cost from the movements' value changes. Each movement on the clock of its
 * location. Signed like the ledger: sold and adjusted out are negative.
 * Opening balances entered in the range are their own column (initial
 * stock), so the identity holds whatever was posted.
 */
export const stockMovementSummaryReport = defineReport({
  name: "stock-movement-summary",
  serviceId: 9,
  summary: "Stock movement summary report",
  description:
    "Per product (or brand): opening stock before `from`, then the movements of the local days from–to by type (initial stock, received, sold, returned, adjusted in and out, internal use, stock-take variance) and the closing stock = opening + Σ columns; the same at cost. Filters: location_id, brand_id, category_id, group_by (product, brand).",
  dated: true,
  filters,
  basis: () => "movement_time",
  columns: (f) =>
    f.group_by === "brand"
      ? [
          { key: "brand_name", type: "text", empty: "no_brand" },
          ...quantities(),
        ]
      : [
          {
            key: "product_name",
            type: "text",
            link: { resource: "products", id: "product_id" },
          },
          { key: "sku", type: "text" },
          { key: "brand_name", type: "text" },
          { key: "category_name", type: "text" },
          ...quantities(),
        ],
  defaultSort: (f) => ({
    key: f.group_by === "brand" ? "brand_name" : "product_name",
    order: "asc",
  }),
  load: async (ctx, q) => {
    const f = q.filters;
    const where: SQL[] = [
      sql`m.merchant_id = ${ctx.merchantId}`,
      sql`m.occurred_at < ${paddedBounds(q.from, q.to).end}::timestamptz`,
      sql`m.occurred_at < ${localMidnight(addDays(q.to, 1), sql`l.timezone`)}`,
    ];
    if (q.location_id !== undefined)
      where.push(sql`m.location_id = ${q.location_id}`);
    if (f.brand_id !== undefined) where.push(sql`p.brand_id = ${f.brand_id}`);
    if (f.category_id !== undefined)
      where.push(sql`p.category_id = ${f.category_id}`);
    const sums = (column: "q" | "v", suffix: string) =>
      sql.join(
        [
          sql`coalesce(sum(${sql.raw(column)}) filter (where before), 0)::bigint as ${sql.identifier(`opening${suffix}`)}`,
          ...Object.entries(SUMMARY_MOVEMENTS).map(
            ([key, type]) =>
              sql`coalesce(sum(${sql.raw(column)}) filter (where not before and type = ${type}), 0)::bigint as ${sql.identifier(key + suffix)}`,
          ),
          sql`coalesce(sum(${sql.raw(column)}), 0)::bigint as ${sql.identifier(`closing${suffix}`)}`,
        ],
        sql`, `,
      );
    const byBrand = f.group_by === "brand";
    // One row per brand (products without one: id 0) or per product.
    const keys = byBrand
      ? sql`coalesce(p.brand_id, 0) as id, p.brand_id, b.name as brand_name`
      : sql`p.id, p.id as product_id, p.name as product_name, p.sku, b.name as brand_name, c.name as category_name`;
    const group = byBrand
      ? sql`p.brand_id, b.name`
      : sql`p.id, p.name, p.sku, b.name, c.name`;
    const select = () => sql`
      select ${keys}, ${sums("q", "")}, ${sums("v", "_value")}
      from (
        select m.product_id, m.type, m.quantity_change as q, m.value_change as v,
          m.occurred_at < ${localMidnight(q.from, sql`l.timezone`)} as before
        from stock_movements m
        join locations l on l.merchant_id = m.merchant_id and l.id = m.location_id
        join products p on p.merchant_id = m.merchant_id and p.id = m.product_id
        where ${sql.join(where, sql` and `)}
      ) mv
      join products p on p.merchant_id = ${ctx.merchantId} and p.id = mv.product_id
      left join brands b on b.merchant_id = p.merchant_id and b.id = p.brand_id
      left join product_categories c on c.merchant_id = p.merchant_id and c.id = p.category_id
      group by ${group}
      having bool_or(not before)
        or coalesce(sum(q) filter (where before), 0) <> 0
        or coalesce(sum(v) filter (where before), 0) <> 0`;
    return { kind: "sql", select };
  },
});

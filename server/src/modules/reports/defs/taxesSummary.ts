import { z } from "zod";
import { sql } from "drizzle-orm";
import { idFilter } from "../query.js";
import { salesLines } from "../salesLines.js";
import { defineReport, type Row } from "../types.js";

const ITEM_TYPES = ["service", "product", "membership"] as const;

const filters = z
  .object({
    tax_rate_id: idFilter("the tax rate"),
    item_type: z
      .enum(ITEM_TYPES, {
        error: `The item type is one of: ${ITEM_TYPES.join(", ")}.`,
      })
      .optional(),
  })
  .strict();

/**
 * Taxes summary (DOMAIN §5.3, service 7): the sales lines of salesLines.ts
 * (items by `sale_at`, refund items negative by `refund_at`, voided sales
 * left out, voucher items outside: no tax is due on a voucher sold) grouped
 * by tax rate, the rate copied at the sale, and location: taxable amount
 * (net sales) and tax.
 */
export const taxesSummaryReport = defineReport({
  name: "taxes-summary",
  serviceId: 7,
  summary: "Taxes summary report",
  description:
    "Per tax rate, rate at the sale and location: taxable amount (net sales) and tax of the local days from–to; items by sale date, refunds negative by refund date, voided sales and voucher items left out. Filters: location_id, tax_rate_id, item_type.",
  dated: true,
  filters,
  basis: () => "sale_and_refund_time",
  columns: () => [
    { key: "tax_name", type: "text", empty: "no_tax" },
    { key: "rate_pct", type: "percent" },
    {
      key: "location_name",
      type: "text",
      link: { resource: "locations", id: "location_id" },
    },
    { key: "taxable", type: "money", total: true },
    { key: "tax", type: "money", total: true },
  ],
  defaultSort: () => ({ key: "tax_name", order: "asc" }),
  load: async (ctx, q) => {
    const f = q.filters;
    const lines = salesLines(ctx.merchantId, q.from, q.to, {
      location_id: q.location_id,
      item_type: f.item_type,
    });
    const { rows } = await ctx.db.execute<Row>(sql`
      select x.tax_rate_id, max(tr.name) as tax_name, x.tax_rate_pct::float8 as rate_pct,
        x.location_id, max(lo.name) as location_name,
        coalesce(sum(x.net_sales), 0)::bigint as taxable,
        coalesce(sum(x.tax), 0)::bigint as tax
      from ${lines} x
      join locations lo on lo.merchant_id = ${ctx.merchantId} and lo.id = x.location_id
      left join tax_rates tr on tr.merchant_id = ${ctx.merchantId} and tr.id = x.tax_rate_id
      where x.item_type <> 'voucher'
        ${f.tax_rate_id !== undefined ? sql`and x.tax_rate_id = ${f.tax_rate_id}` : sql``}
      group by x.tax_rate_id, x.tax_rate_pct, x.location_id`);
    return {
      kind: "rows",
      rows: rows.map((r) => ({
        ...r,
        rate_pct: Number(r.rate_pct),
        taxable: Number(r.taxable),
        tax: Number(r.tax),
      })),
    };
  },
});

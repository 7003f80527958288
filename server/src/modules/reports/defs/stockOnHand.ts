import { z } from "zod";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  STOCK_STATUSES,
  stockLevelFields,
  stockLevelList,
  stockMerchantColumn,
  stockOnHand,
} from "../../stock-levels/query.js";
import { idFilter } from "../query.js";
import { defineReport } from "../types.js";

const col = (name: string) => stockLevelList.columns[name]!;

const filters = z
  .object({
    brand_id: idFilter("the brand"),
    category_id: idFilter("the category"),
    supplier_id: idFilter("the supplier"),
    status: z
      .enum(STOCK_STATUSES, {
        error: "The status is one of: ok, low, out.",
      })
      .optional(),
    include_archived: z
      .enum(["true", "false"], {
        error: 'Include archived products is "true" or "false".',
      })
      .optional(),
  })
  .strict();

/**
 * Stock on hand (DOMAIN §5.5, service 9): the current `stock_levels` per
 * stock-tracked product and active location, as the stock-on-hand list
 * reads them (modules/stock-levels/query.ts: value at cost = on hand ×
 * average cost, at retail = on hand × retail price; low when on hand ≤ the
 * low-stock level, out when ≤ 0). No dates: a snapshot of now.
 */
export const stockOnHandReport = defineReport({
  name: "stock-on-hand",
  serviceId: 9,
  summary: "Stock on hand report",
  description:
    "Current stock per stock-tracked product and location: on hand, low-stock level, reorder quantity, average cost, value at cost and at retail, status (ok, low, out). Filters: location_id, brand_id, category_id, supplier_id, status, include_archived. No dates (from/to are not used).",
  dated: false,
  filters,
  basis: () => "current_stock",
  columns: () => [
    {
      key: "product_name",
      type: "text",
      link: { resource: "products", id: "product_id" },
    },
    { key: "sku", type: "text" },
    { key: "barcode", type: "text" },
    { key: "brand_name", type: "text" },
    { key: "category_name", type: "text" },
    { key: "supplier_name", type: "text" },
    { key: "location_name", type: "text" },
    { key: "on_hand", type: "quantity", total: true },
    { key: "low_stock_level", type: "quantity" },
    { key: "reorder_quantity", type: "quantity" },
    { key: "avg_cost", type: "money" },
    { key: "value_at_cost", type: "money", total: true },
    { key: "retail_price", type: "money" },
    { key: "value_at_retail", type: "money", total: true },
    { key: "status", type: "text", values: "stock_status" },
  ],
  defaultSort: () => ({ key: "product_name", order: "asc" }),
  load: async (ctx, q) => {
    const f = q.filters;
    const where = and(
      eq(stockMerchantColumn, ctx.merchantId),
      q.location_id === undefined
        ? undefined
        : eq(col("location_id"), q.location_id),
      f.brand_id === undefined ? undefined : eq(col("brand_id"), f.brand_id),
      f.category_id === undefined
        ? undefined
        : eq(col("category_id"), f.category_id),
      f.supplier_id === undefined
        ? undefined
        : eq(col("supplier_id"), f.supplier_id),
      f.status === undefined ? undefined : eq(col("status"), f.status),
      f.include_archived === "true"
        ? undefined
        : isNull(stockLevelList.archivedAt!),
    );
    const select = ctx.db
      .select(stockLevelFields)
      .from(stockOnHand)
      .where(where);
    return { kind: "sql", select: () => sql`${select}` };
  },
});

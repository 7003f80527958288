import { z } from "zod";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { QueryBuilder, type PgColumn } from "drizzle-orm/pg-core";
import {
  brands,
  locations,
  productCategories,
  products,
  stockLevels,
  suppliers,
} from "../../db/schema/index.js";
import type { ListSpec } from "../../lib/simpleRest.js";
import { MONEY_MAX } from "../../lib/schemas.js";
import { sameBusinessRow } from "../../lib/tenantScope.js";

export const STOCK_STATUSES = ["ok", "low", "out"] as const;

const onHand = sql<number>`coalesce(${stockLevels.on_hand}, 0)`;
const avgCost = sql<number>`coalesce(${stockLevels.avg_cost}, 0)`;

/**
 * On hand × a unit amount, for display only: exact in numeric, and null
 * (shown as "—") beyond MONEY_MAX, where it would no longer be an exact
 * JSON number (db/schema/bounds.ts). On hand and the amount are each within
 * their caps, so only this product can pass it.
 */
const shownValue = (unitAmount: SQL) =>
  sql<
    number | null
  >`case when abs(${onHand}::numeric * ${unitAmount}) <= ${sql.raw(String(MONEY_MAX))}
    then ${onHand}::bigint * ${unitAmount} end`;

/**
 * Stock on hand (DOMAIN §3.15, §5.5): one row per stock-tracked product ×
 * active location, products never moved at 0. Out when on hand ≤ 0, low when
 * on hand ≤ the product's low-stock level. The id is "<product_id>-<location_id>".
 * A subquery, so the shared list contract (planList) filters and sorts its
 * columns like a table's.
 */
export const stockOnHand = new QueryBuilder()
  .select({
    id: sql<string>`${products.id}::text || '-' || ${locations.id}::text`.as(
      "id",
    ),
    merchant_id: sql<number>`${products.merchant_id}`.as("merchant_id"),
    product_id: sql<number>`${products.id}`.as("product_id"),
    product_name: sql<string>`${products.name}`.as("product_name"),
    sku: sql<string | null>`${products.sku}`.as("sku"),
    barcode: sql<string | null>`${products.barcode}`.as("barcode"),
    brand_id: sql<number | null>`${products.brand_id}`.as("brand_id"),
    brand_name: sql<string | null>`${brands.name}`.as("brand_name"),
    category_id: sql<number | null>`${products.category_id}`.as("category_id"),
    category_name: sql<string | null>`${productCategories.name}`.as(
      "category_name",
    ),
    supplier_id: sql<number | null>`${products.supplier_id}`.as("supplier_id"),
    supplier_name: sql<string | null>`${suppliers.name}`.as("supplier_name"),
    location_id: sql<number>`${locations.id}`.as("location_id"),
    location_name: sql<string>`${locations.name}`.as("location_name"),
    on_hand: onHand.as("on_hand"),
    low_stock_level: sql<number | null>`${products.low_stock_level}`.as(
      "low_stock_level",
    ),
    reorder_quantity: sql<number | null>`${products.reorder_quantity}`.as(
      "reorder_quantity",
    ),
    status: sql<string>`case when ${onHand} <= 0 then 'out'
      when ${onHand} <= ${products.low_stock_level} then 'low' else 'ok' end`.as(
      "status",
    ),
    avg_cost: avgCost.as("avg_cost"),
    value_at_cost: shownValue(avgCost).as("value_at_cost"),
    retail_price: sql<number | null>`${products.retail_price}`.as(
      "retail_price",
    ),
    value_at_retail: shownValue(sql`${products.retail_price}`).as(
      "value_at_retail",
    ),
    product_archived: sql<boolean>`${products.archived_at} is not null`.as(
      "product_archived",
    ),
    archived_at: sql<string | null>`${products.archived_at}`.as("archived_at"),
    search_text: sql<string>`${products.search_text}`.as("search_text"),
  })
  .from(products)
  .innerJoin(
    locations,
    and(
      eq(locations.merchant_id, products.merchant_id),
      isNull(locations.archived_at),
    ),
  )
  .leftJoin(
    stockLevels,
    and(
      sameBusinessRow(products, stockLevels.product_id),
      eq(stockLevels.location_id, locations.id),
    ),
  )
  .leftJoin(brands, sameBusinessRow(brands, products.brand_id))
  .leftJoin(
    productCategories,
    sameBusinessRow(productCategories, products.category_id),
  )
  .leftJoin(suppliers, sameBusinessRow(suppliers, products.supplier_id))
  .where(eq(products.track_stock, true))
  .as("stock_on_hand");

const id = z.number().int();
const money = z.number().int();

/** A stock-levels record as the API sends it. */
export const stockLevelRecord = z.object({
  id: z.string(),
  product_id: id,
  product_name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  brand_id: id.nullable(),
  brand_name: z.string().nullable(),
  category_id: id.nullable(),
  category_name: z.string().nullable(),
  supplier_id: id.nullable(),
  supplier_name: z.string().nullable(),
  location_id: id,
  location_name: z.string(),
  on_hand: z.number().int(),
  low_stock_level: z.number().int().nullable(),
  reorder_quantity: z.number().int().nullable(),
  status: z.enum(STOCK_STATUSES),
  avg_cost: money,
  value_at_cost: money.nullable(),
  retail_price: money.nullable(),
  value_at_retail: money.nullable(),
  product_archived: z.boolean(),
});

const fields = Object.keys(stockLevelRecord.shape);
type Column = PgColumn;
const column = (name: string) =>
  (stockOnHand as unknown as Record<string, Column>)[name]!;

/** The subquery's merchant_id, for the tenant condition. */
export const stockMerchantColumn = column("merchant_id");

/** The record's columns of the subquery, by wire name. */
export const stockLevelFields: Record<string, Column> = Object.fromEntries(
  fields.map((f) => [f, column(f)]),
);

/** The list contract over the subquery: every record field sorts and filters; q searches name, SKU and barcode. */
export const stockLevelList: ListSpec = {
  id: column("id"),
  columns: stockLevelFields,
  valueSchemas: {
    ...stockLevelRecord.shape,
    // Ids arrive from react-admin as JSON numbers; the id is text.
    id: z.string().regex(/^\d+-\d+$/),
  },
  search: sql`${column("search_text")}`,
  archivedAt: column("archived_at"),
};

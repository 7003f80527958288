import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { brands } from "../brands/brands.js";
import { productCategories } from "../product-categories/productCategories.js";
import { suppliers } from "../suppliers/suppliers.js";
import { taxRates } from "../tax-rates/taxRates.js";
import { createdBy } from "../users/createdBy.js";
import { moneyCheck, quantityCheck } from "../bounds.js";

export const PRODUCT_USAGE_TYPES = ["retail", "professional", "both"] as const;
export const MEASURE_UNITS = ["ml", "g", "oz", "pcs"] as const;

/**
 * Products (DOMAIN §3.9). Prices are minor units; markup % is derived.
 * Stock lives in stock_levels / stock_movements (not in this migration).
 */
export const products = pgTable(
  "products",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    /** EAN/UPC; unique per merchant among non-archived products. */
    barcode: text("barcode"),
    /** The supplier's code. */
    sku: text("sku"),
    brand_id: refColumn("brand_id"),
    category_id: refColumn("category_id"),
    /** Default supplier for purchase orders. */
    supplier_id: refColumn("supplier_id"),
    usage_type: text("usage_type").notNull().default("retail"),
    measure_unit: text("measure_unit"),
    measure_amount: numeric("measure_amount", { precision: 12, scale: 3 }),
    /** Cost per unit excluding tax. */
    supply_price: bigint("supply_price", { mode: "number" })
      .notNull()
      .default(0),
    retail_price: bigint("retail_price", { mode: "number" }),
    retail_sales_enabled: boolean("retail_sales_enabled")
      .notNull()
      .default(true),
    commission_enabled: boolean("commission_enabled").notNull().default(true),
    /** Null = the location's default product tax. */
    tax_rate_id: refColumn("tax_rate_id"),
    track_stock: boolean("track_stock").notNull().default(true),
    low_stock_level: integer("low_stock_level"),
    reorder_quantity: integer("reorder_quantity"),
    /** Uploaded image (relative upload path). */
    image_path: text("image_path"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      products.name,
      products.sku,
      products.barcode,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.brand_id, brands),
    businessRef(t, t.category_id, productCategories),
    businessRef(t, t.supplier_id, suppliers),
    businessRef(t, t.tax_rate_id, taxRates),
    index("products_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("products_merchant_name_key", t),
    uniqueIndex("products_merchant_barcode_key")
      .on(t.merchant_id, t.barcode)
      .where(sql`${t.barcode} is not null and ${t.archived_at} is null`),
    searchIndex("products_search_idx", t.search_text),
    index("products_brand_idx").on(t.brand_id),
    index("products_category_idx").on(t.category_id),
    index("products_supplier_idx").on(t.supplier_id),
    index("products_tax_rate_idx").on(t.tax_rate_id),
    enumCheck("products_usage_type_check", t.usage_type, PRODUCT_USAGE_TYPES),
    enumCheck("products_measure_unit_check", t.measure_unit, MEASURE_UNITS),
    check("products_measure_amount_check", sql`${t.measure_amount} > 0`),
    moneyCheck("products_supply_price_check", t.supply_price),
    moneyCheck("products_retail_price_check", t.retail_price),
    check(
      "products_retail_price_required_check",
      sql`not ${t.retail_sales_enabled} or ${t.retail_price} is not null`,
    ),
    quantityCheck("products_low_stock_level_check", t.low_stock_level),
    quantityCheck("products_reorder_quantity_check", t.reorder_quantity, 1),
  ],
);

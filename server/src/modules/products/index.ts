import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  brands,
  MEASURE_UNITS,
  PRODUCT_USAGE_TYPES,
  productCategories,
  products,
  suppliers,
  taxRates,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { money, quantity, tableSchemas } from "../../lib/schemas.js";

type Row = Record<string, unknown>;

/** 250, 0.5, 12.125: numeric(12,3), sent and received as text so no precision is lost. */
const measureAmount = z
  .string()
  .trim()
  .regex(
    /^\d{1,9}(\.\d{1,3})?$/,
    "Enter an amount like 250 or 0.5 (up to 3 decimals).",
  )
  .refine((v) => Number(v) > 0, "The amount must be greater than 0.");

const codeField = (what: string) =>
  z
    .string()
    .trim()
    .max(64)
    .regex(
      /^[0-9A-Za-z\-_.]+$/,
      `A ${what} has only letters, digits, dashes, dots and underscores.`,
    );

/** Rules across fields, checked on the stored row merged with the change (POST and PUT alike). */
async function validateProduct({ body, existing }: HookContext) {
  const v: Row = { retail_sales_enabled: true, ...existing, ...body };
  const errors: Record<string, string> = {};
  if (v.retail_sales_enabled && (v.retail_price ?? null) === null)
    errors.retail_price =
      "Enter a retail price, or turn off retail sales for this product.";
  if (v.measure_amount != null && v.measure_unit == null)
    errors.measure_unit = "Choose the unit of the measure.";
  if (Object.keys(errors).length) throw invalid(errors);
}

/** numeric comes back as "250.000": sent as "250". */
const presentProducts = async (_db: unknown, rows: Row[]) =>
  rows.map((r) =>
    r.measure_amount == null
      ? r
      : { ...r, measure_amount: String(Number(r.measure_amount)) },
  );

/** Products (service 4, DOMAIN §3.9) with an optional image. */
export const productsResource = defineResource({
  name: "products",
  table: products,
  serviceId: 4,
  schemas: tableSchemas(
    createInsertSchema(products, {
      name: (s) => s.trim().min(1).max(200),
      barcode: () => codeField("barcode"),
      sku: () => codeField("SKU"),
      usage_type: () => z.enum(PRODUCT_USAGE_TYPES),
      measure_unit: () => z.enum(MEASURE_UNITS),
      measure_amount: () => measureAmount,
      supply_price: () => money,
      retail_price: () => money,
      low_stock_level: () => quantity,
      reorder_quantity: () => quantity.min(1, "Reorder at least 1 unit."),
      image_path: (s) => s.max(200),
    }),
    createSelectSchema(products),
  ),
  references: {
    brand_id: brands,
    category_id: productCategories,
    supplier_id: suppliers,
    tax_rate_id: taxRates,
  },
  files: { image_path: {} },
  optionFields: ["name", "sku", "barcode", "retail_price"],
  uniqueMessages: {
    products_merchant_name_key: [
      "name",
      "Another product already has this name.",
    ],
    products_merchant_barcode_key: [
      "barcode",
      "Another product already uses this barcode.",
    ],
  },
  hooks: { validate: validateProduct, decorate: presentProducts },
});

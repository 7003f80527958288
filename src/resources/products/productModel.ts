import { maxLength, minValue, number, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export type UsageType = "retail" | "professional" | "both";
export type MeasureUnit = "ml" | "g" | "oz" | "pcs";

export interface Product {
  id: number;
  name: string;
  barcode?: string | null;
  sku?: string | null;
  brand_id?: number | null;
  category_id?: number | null;
  supplier_id?: number | null;
  usage_type: UsageType;
  measure_unit?: MeasureUnit | null;
  measure_amount?: string | null;
  supply_price: number;
  retail_price?: number | null;
  retail_sales_enabled: boolean;
  commission_enabled: boolean;
  tax_rate_id?: number | null;
  track_stock: boolean;
  low_stock_level?: number | null;
  reorder_quantity?: number | null;
  image_path?: unknown;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const USAGE_TYPES: readonly UsageType[] = [
  "retail",
  "professional",
  "both",
];
export const MEASURE_UNITS: readonly MeasureUnit[] = ["ml", "g", "oz", "pcs"];

export const usageChoices = USAGE_TYPES.map((id) => ({
  id,
  name: `resources.products.usage_types.${id}`,
}));
export const unitChoices = MEASURE_UNITS.map((id) => ({
  id,
  name: `resources.products.units.${id}`,
}));

/** DOMAIN §3.9 defaults: retail, supply 0, sold and tracked, earning commission. */
export const productDefaults = (): Partial<Product> => ({
  usage_type: "retail",
  supply_price: 0,
  retail_sales_enabled: true,
  commission_enabled: true,
  track_stock: true,
});

const V = "resources.products.validation";
/** The same patterns as the server (server/src/modules/products). */
export const CODE_PATTERN = /^[0-9A-Za-z\-_.]+$/;
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** A retail price is needed while the product is sold at checkout (the server checks it too). */
const retailPriceWhenSold = (value: unknown, values: Partial<Product>) =>
  values.retail_sales_enabled &&
  (value === null || value === undefined || value === "")
    ? `${V}.retail_price_required`
    : undefined;

/** An amount needs its unit. */
const unitWithAmount = (value: unknown, values: Partial<Product>) =>
  typeof values.measure_amount === "string" &&
  values.measure_amount.trim() !== "" &&
  !value
    ? `${V}.unit_required`
    : undefined;

const positiveAmount = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && Number(value) <= 0
    ? `${V}.measure_amount`
    : undefined;

export const productValidators = {
  name: [required("app.validation.required"), maxLength(200)],
  code: [regex(CODE_PATTERN, `${V}.code`), maxLength(64)],
  usage_type: [required("app.validation.required")],
  measure_amount: [
    regex(AMOUNT_PATTERN, `${V}.measure_amount`),
    positiveAmount,
  ],
  measure_unit: [unitWithAmount],
  supply_price: [
    required("app.validation.required"),
    minValue(0, `${V}.not_negative`),
  ],
  retail_price: [retailPriceWhenSold, minValue(0, `${V}.not_negative`)],
  low_stock_level: [
    number(),
    wholeNumber(`${V}.whole_number`),
    minValue(0, `${V}.not_negative`),
  ],
  reorder_quantity: [
    number(),
    wholeNumber(`${V}.whole_number`),
    minValue(1, `${V}.reorder_min`),
  ],
};

/** Markup % = (retail − supply) ÷ supply × 100, one decimal; none without both prices. */
export const markupPct = (
  supply?: number | null,
  retail?: number | null,
): number | null => {
  if (!supply || retail === null || retail === undefined) return null;
  return Math.round(((retail - supply) / supply) * 1000) / 10;
};

/** Trims, blanks → null; the measure goes as text (numeric on the server). */
export const transformProduct = (
  values: Partial<Product>,
): Partial<Product> => {
  const result = cleanFormValues(values);
  if (typeof result.measure_amount === "number")
    result.measure_amount = String(result.measure_amount);
  if (result.measure_amount === null && result.measure_unit === undefined)
    delete result.measure_unit;
  return result;
};

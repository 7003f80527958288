import { maxLength, minValue, number, required } from "react-admin";
import { wholeNumber } from "../../components/forms/validators";
import { QUANTITY_MAX, withinMoneyMax } from "../../components/money/limits";

export type StockStatus = "ok" | "low" | "out";

/** One stock-tracked product at one location (`stock-levels`, read-only). */
export interface StockLevel {
  /** `<product_id>-<location_id>` */
  id: string;
  product_id: number;
  product_name: string;
  sku?: string | null;
  barcode?: string | null;
  brand_id?: number | null;
  brand_name?: string | null;
  category_id?: number | null;
  category_name?: string | null;
  supplier_id?: number | null;
  supplier_name?: string | null;
  location_id: number;
  location_name: string;
  on_hand: number;
  low_stock_level?: number | null;
  reorder_quantity?: number | null;
  status: StockStatus;
  avg_cost: number;
  value_at_cost: number | null;
  retail_price?: number | null;
  value_at_retail?: number | null;
  product_archived?: boolean;
}

export const STOCK_STATUSES: readonly StockStatus[] = ["ok", "low", "out"];

export const stockStatusChoices = STOCK_STATUSES.map((id) => ({
  id,
  name: `resources.stock-levels.statuses.${id}`,
}));

export type AdjustmentType =
  "adjust_increase" | "adjust_decrease" | "internal_use";

export const ADJUSTMENT_TYPES: readonly AdjustmentType[] = [
  "adjust_increase",
  "adjust_decrease",
  "internal_use",
];

export const adjustmentTypeChoices = ADJUSTMENT_TYPES.map((id) => ({
  id,
  name: `resources.stock-movements.types.${id}`,
}));

export interface AdjustmentValues {
  type: AdjustmentType;
  quantity: number | string | null;
  reason: string | null;
  unit_cost?: number | null;
}

/** The body of `POST <prefix>/stock-adjustments` (API contract). */
export interface AdjustmentPayload {
  product_id: number;
  location_id: number;
  type: AdjustmentType;
  quantity: number;
  reason: string;
  unit_cost?: number;
}

const V = "resources.stock-levels.validation";

export const adjustmentValidators = {
  type: [required("app.validation.required")],
  quantity: [
    required("app.validation.required"),
    number(),
    wholeNumber(`${V}.quantity`),
    minValue(1, `${V}.quantity`),
  ],
  reason: [
    required(`${V}.reason`),
    (value: unknown) =>
      typeof value === "string" && value.trim() === ""
        ? `${V}.reason`
        : undefined,
    maxLength(500),
  ],
  unit_cost: [minValue(0, `${V}.not_negative`)],
};

export const adjustmentDefaults = (): AdjustmentValues => ({
  type: "adjust_increase",
  quantity: null,
  reason: "",
  unit_cost: null,
});

/** Signed change of an adjustment: increases add, decreases and internal use take away. */
export const signedChange = (type: AdjustmentType, quantity: number) =>
  type === "adjust_increase" ? quantity : -quantity;

/** On hand after the adjustment, or null while the quantity is not a whole number > 0. */
export const onHandAfter = (
  onHand: number,
  values: Partial<AdjustmentValues>,
): number | null => {
  const quantity = Number(values.quantity);
  if (!values.type || !Number.isInteger(quantity) || quantity <= 0) return null;
  return onHand + signedChange(values.type, quantity);
};

/**
 * What of an adjustment passes the server's caps (components/money/limits.ts),
 * if anything: the stock after it beyond ±QUANTITY_MAX (`quantity`), or its
 * value, quantity × the unit cost typed or the average cost, beyond
 * MONEY_MAX (`unit_cost` when a cost was typed, else `quantity`).
 */
export const adjustmentBeyondLimits = (
  level: Pick<StockLevel, "on_hand" | "avg_cost">,
  values: Partial<AdjustmentValues>,
):
  { field: "quantity" | "unit_cost"; why: "on_hand" | "value" } | undefined => {
  const after = onHandAfter(level.on_hand, values);
  if (after === null) return undefined;
  if (Math.abs(after) > QUANTITY_MAX)
    return { field: "quantity", why: "on_hand" };
  const typed =
    values.type === "adjust_increase" &&
    values.unit_cost !== null &&
    values.unit_cost !== undefined &&
    String(values.unit_cost) !== "";
  const cost = typed ? Number(values.unit_cost) : level.avg_cost;
  return withinMoneyMax(cost, Number(values.quantity))
    ? undefined
    : { field: typed ? "unit_cost" : "quantity", why: "value" };
};

/** Form values → the request body: the reason trimmed, a cost only for an increase. */
export const adjustmentPayload = (
  level: Pick<StockLevel, "product_id" | "location_id">,
  values: AdjustmentValues,
): AdjustmentPayload => {
  const payload: AdjustmentPayload = {
    product_id: level.product_id,
    location_id: level.location_id,
    type: values.type,
    quantity: Number(values.quantity),
    reason: (values.reason ?? "").trim(),
  };
  if (
    values.type === "adjust_increase" &&
    values.unit_cost !== null &&
    values.unit_cost !== undefined &&
    String(values.unit_cost) !== ""
  )
    payload.unit_cost = Number(values.unit_cost);
  return payload;
};

/** The URL of the product's movement history at that location, newest first. */
export const historyUrl = (
  level: Pick<StockLevel, "product_id" | "location_id">,
) =>
  `/stock-movements?${new URLSearchParams({
    filter: JSON.stringify({
      product_id: level.product_id,
      location_id: level.location_id,
    }),
    order: "DESC",
    sort: "occurred_at",
  })}`;

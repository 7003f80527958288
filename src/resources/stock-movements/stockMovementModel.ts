export const MOVEMENT_TYPES = [
  "opening_balance",
  "purchase_received",
  "sale",
  "sale_return",
  "stock_take_adjustment",
  "adjust_increase",
  "adjust_decrease",
  "internal_use",
] as const;

export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** One row of the stock ledger (`stock-movements`, read-only). */
export interface StockMovement {
  id: number;
  product_id: number;
  product_name: string;
  location_id: number;
  location_name: string;
  occurred_at: string;
  type: MovementType;
  quantity_change: number;
  quantity_after: number;
  unit_cost: number;
  value_change: number;
  reference_type?: string | null;
  reference_id?: number | null;
  reference_label?: string | null;
  reason_text?: string | null;
  performed_by?: number | null;
  performed_by_name?: string | null;
}

export const movementTypeChoices = MOVEMENT_TYPES.map((id) => ({
  id,
  name: `resources.stock-movements.types.${id}`,
}));

/** "+5" / "−3": a change always shows its sign. */
export const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** The screen a movement's document opens on, if it has one. */
export const referencePath = (
  movement: Pick<StockMovement, "reference_type" | "reference_id">,
): string | null => {
  if (movement.reference_id == null) return null;
  if (movement.reference_type === "purchase_order")
    return `/purchase-orders/${movement.reference_id}/show`;
  if (movement.reference_type === "stock_take")
    return `/stock-takes/${movement.reference_id}/show`;
  return null;
};

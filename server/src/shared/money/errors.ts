/**
 * Why the money module refused an input or a result. `code` is stable for
 * programs (the SPA translates it, the server answers 422 with `field` as
 * the key); `message` is a sentence a person understands; `params` carries
 * the numbers the sentence names (e.g. how many units are left).
 */
export type MoneyErrorCode =
  | "amount_invalid"
  | "quantity_invalid"
  | "percent_invalid"
  | "instant_invalid"
  | "out_of_bounds"
  | "discount_exceeds_line"
  | "allocation_invalid"
  | "tips_disabled"
  | "tip_custom_not_allowed"
  | "tip_percent_not_offered"
  | "overpaid"
  | "refund_exceeds_sold"
  | "refund_empty"
  | "commission_plan_invalid";

export class MoneyError extends Error {
  constructor(
    public code: MoneyErrorCode,
    message: string,
    public field?: string,
    public params?: Record<string, number | string>,
  ) {
    super(message);
    this.name = "MoneyError";
  }
}

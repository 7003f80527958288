import { MONEY_MAX, QUANTITY_MAX } from "../../../server/src/shared/money";

/**
 * The server's caps on amounts and quantities, from the money module both
 * builds compile (server/src/db/schema/bounds.ts says why these numbers): any
 * amount in minor units at most MONEY_MAX, any quantity at most QUANTITY_MAX.
 * Forms check them before saving, so a person sees the reason instead of the
 * server's 422.
 */
export { MONEY_MAX, QUANTITY_MAX };

/** A message for react-admin's validators, translated by the form. */
export interface LimitMessage {
  message: string;
  args: Record<string, string>;
}

const given = (value: unknown) =>
  value !== null && value !== undefined && value !== "";

/**
 * True when quantity × amount (or an amount alone, quantity 1) stays within
 * MONEY_MAX. A float product is exact up to 2^53, far above the cap, and any
 * inexact product is far beyond it, so the comparison is exact.
 */
export const withinMoneyMax = (amount: number, quantity = 1) =>
  Math.abs(quantity * amount) <= MONEY_MAX;

/** Validator: an amount in minor units of at most MONEY_MAX (`max` as the person reads it). */
export const moneyLimit =
  (max: string) =>
  (value: unknown): LimitMessage | undefined =>
    given(value) && !withinMoneyMax(Number(value))
      ? { message: "app.validation.money_max", args: { max } }
      : undefined;

/** Validator: a quantity of at most QUANTITY_MAX units. */
export const quantityLimit =
  (max: string) =>
  (value: unknown): LimitMessage | undefined =>
    given(value) && Number(value) > QUANTITY_MAX
      ? { message: "app.validation.quantity_max", args: { max } }
      : undefined;

import { useMemo } from "react";
import { formatMoney } from "./moneyModel";
import { useCurrency } from "./useCurrency";
import {
  MONEY_MAX,
  QUANTITY_MAX,
  moneyLimit,
  quantityLimit,
  type LimitMessage,
} from "./limits";

/**
 * The caps of limits.ts as validators whose messages show them in the
 * merchant's currency and the interface language: `money` and `quantity`
 * for one field, `tooLarge` for a product or sum (a line, an order total).
 */
export const useLimits = () => {
  const { currency, localeTag } = useCurrency();
  return useMemo(() => {
    const money = formatMoney(MONEY_MAX, currency, localeTag);
    const quantity = new Intl.NumberFormat(localeTag).format(QUANTITY_MAX);
    const tooLarge: LimitMessage = {
      message: "app.validation.amount_too_large",
      args: { max: money },
    };
    return {
      money: moneyLimit(money),
      quantity: quantityLimit(quantity),
      quantityMax: quantity,
      tooLarge,
    };
  }, [currency, localeTag]);
};

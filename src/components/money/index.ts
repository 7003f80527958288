export { MoneyField } from "./MoneyField";
export { MoneyInput } from "./MoneyInput";
export { QuantityInput } from "./QuantityInput";
export {
  currencyDigits,
  formatMoney,
  toAmountText,
  toMajor,
  toMinor,
} from "./moneyModel";
export { MONEY_MAX, QUANTITY_MAX, withinMoneyMax } from "./limits";
export { useCurrency } from "./useCurrency";
export { useLimits } from "./useLimits";

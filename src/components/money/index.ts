export { MoneyField } from "./MoneyField";
export { MoneyInput } from "./MoneyInput";
export { currencyDigits, formatMoney, toMajor, toMinor } from "./moneyModel";
export { useCurrency } from "./useCurrency";

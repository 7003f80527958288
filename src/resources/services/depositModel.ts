import { formatMoney, useCurrency } from "../../components/money";
import type { DepositType, PricingOption, Service } from "./serviceTypes";

const T = "resources.services.validation";

export const DEPOSIT_TYPES: readonly DepositType[] = [
  "none",
  "fixed",
  "percentage",
];

export const depositChoices = DEPOSIT_TYPES.map((id) => ({
  id,
  name: `resources.services.deposit_types.${id}`,
}));

const blank = (v: unknown) => v === null || v === undefined || v === "";

/** What a client pays at least: the lowest special price, or else price, over the options with a price (free = 0). */
export function lowestOptionPrice(
  options: Partial<PricingOption>[] | undefined,
): number | null {
  const prices = (options ?? []).flatMap((o) => {
    if (o?.price_type === "free") return [0];
    const price = blank(o?.special_price) ? o?.price : o?.special_price;
    return blank(price) ? [] : [Number(price)];
  });
  return prices.length ? Math.min(...prices) : null;
}

/**
 * The deposit rules of DOMAIN §3.23, as the server checks them: a fixed
 * amount above 0 and not above the lowest price, or a whole percentage
 * from 1 to 100. Messages are translation keys.
 */
export function depositErrors(
  values: Partial<Service>,
): Record<string, string> {
  if (values.deposit_type === "fixed") {
    const amount = Number(values.deposit_amount);
    if (blank(values.deposit_amount))
      return { deposit_amount: `${T}.deposit_amount_required` };
    if (!Number.isInteger(amount) || amount <= 0)
      return { deposit_amount: `${T}.deposit_amount_positive` };
    const lowest = lowestOptionPrice(values.pricing_options);
    if (lowest !== null && amount > lowest)
      return { deposit_amount: `${T}.deposit_above_price` };
  }
  if (values.deposit_type === "percentage") {
    const percent = Number(values.deposit_percent);
    if (
      blank(values.deposit_percent) ||
      !Number.isInteger(percent) ||
      percent < 1 ||
      percent > 100
    )
      return { deposit_percent: `${T}.deposit_percent` };
  }
  return {};
}

/** Only the field of the chosen type is sent; the other is null. */
export function depositBody(values: Partial<Service>) {
  const type = values.deposit_type ?? "none";
  return {
    deposit_type: type,
    deposit_amount:
      type === "fixed" && !blank(values.deposit_amount)
        ? Number(values.deposit_amount)
        : null,
    deposit_percent:
      type === "percentage" && !blank(values.deposit_percent)
        ? Number(values.deposit_percent)
        : null,
  };
}

/** The deposit as a client sees it, "€20.00" or "30 %", in the user's locale; nothing without one. */
export const useDepositText = () => {
  const { currency, localeTag } = useCurrency();
  return (
    record: Pick<
      Service,
      "deposit_type" | "deposit_amount" | "deposit_percent"
    >,
  ) => {
    if (record.deposit_type === "fixed" && record.deposit_amount != null)
      return formatMoney(record.deposit_amount, currency, localeTag);
    if (record.deposit_type === "percentage" && record.deposit_percent != null)
      return new Intl.NumberFormat(localeTag, { style: "percent" }).format(
        record.deposit_percent / 100,
      );
    return "";
  };
};

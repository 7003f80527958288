import { formatMoney, useCurrency } from "../../components/money";
import type { Service } from "./serviceTypes";

/** "€50.00 – €85.00" (or one price), kept left-to-right in Arabic. */
export const PriceRange = ({ record }: { record: Service }) => {
  const { currency, localeTag } = useCurrency();
  const { price_min: min, price_max: max } = record;
  if (min == null || max == null) return null;
  const text =
    min === max
      ? formatMoney(min, currency, localeTag)
      : `${formatMoney(min, currency, localeTag)} – ${formatMoney(max, currency, localeTag)}`;
  return <bdi dir="ltr">{text}</bdi>;
};

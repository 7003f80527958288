import { moneyIn } from "./bounds.js";
import { MoneyError } from "./errors.js";
import { PERCENT_100, percentIn } from "./percent.js";
import { divRound } from "./rounding.js";

/** What a deal gives (DOMAIN §3.27): a percentage, or a fixed amount off each unit. */
export interface DealDiscount {
  discount_type: "percent" | "fixed";
  discount_pct?: number | string | null;
  discount_amount?: number | null;
}

/**
 * The one discount a sale item may carry (DOMAIN §3.31), in the basis of the
 * entered prices (including tax when the merchant's prices do):
 * - `manual` amount: taken off the whole line; refused when larger than it;
 * - `manual` percent: that share of the line;
 * - `deal`: a percent deal takes its share of the line; a fixed deal takes
 *   its amount off each unit, at most the unit's price;
 * - `membership`: the whole line (a covered session, §3.25).
 */
export type Discount =
  | { kind: "manual"; amount: number }
  | { kind: "manual"; percent: number | string }
  | { kind: "deal"; deal_id?: number; deal: DealDiscount }
  | { kind: "membership"; client_membership_id?: number };

/**
 * The discount's amount on a line of `quantity` units at `unitPrice`,
 * rounded half away from zero; it never takes the line below zero.
 */
export function discountAmount(
  discount: Discount | null | undefined,
  quantity: bigint,
  unitPrice: bigint,
): bigint {
  const price = quantity * unitPrice;
  if (!discount) return 0n;
  switch (discount.kind) {
    case "membership":
      return price;
    case "manual": {
      if ("percent" in discount)
        return share(price, percentIn(discount.percent, "discount.percent"));
      const amount = moneyIn(discount.amount, "discount.amount");
      if (amount > price)
        throw new MoneyError(
          "discount_exceeds_line",
          "The discount can't be more than the item's price.",
          "discount.amount",
          { max: Number(price) },
        );
      return amount;
    }
    case "deal": {
      const { deal } = discount;
      if (deal.discount_type === "percent")
        return share(
          price,
          percentIn(deal.discount_pct ?? Number.NaN, "deal.discount_pct"),
        );
      const off = moneyIn(
        deal.discount_amount ?? Number.NaN,
        "deal.discount_amount",
      );
      return quantity * (off < unitPrice ? off : unitPrice);
    }
  }
}

const share = (price: bigint, pct: bigint) =>
  divRound(price * pct, PERCENT_100);

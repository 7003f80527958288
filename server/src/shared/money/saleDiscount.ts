import { allocate } from "./allocate.js";
import { moneyIn, moneyOut, quantityIn } from "./bounds.js";
import type { Discount } from "./discounts.js";
import { MoneyError } from "./errors.js";

/**
 * A discount given on the whole sale ("10 off the bill"), turned into the
 * one manual discount per item that DOMAIN §3.31 allows: the items that
 * have no discount of their own share it in proportion to their prices
 * (quantity × unit price) by largest remainder, so the parts add up to the
 * amount and none passes its item's price. Items with a discount keep it.
 * Returns each item's discount in cart order (null: none).
 */
export function spreadSaleDiscount(
  amount: number,
  items: readonly {
    quantity: number;
    unit_price: number;
    discount?: Discount | null;
  }[],
): (Discount | null)[] {
  const wanted = moneyIn(amount, "discount.amount");
  const prices = items.map((i) =>
    i.discount
      ? 0
      : moneyOut(
          quantityIn(i.quantity) * moneyIn(i.unit_price, "unit_price"),
          "unit_price",
        ),
  );
  const room = prices.reduce((a, p) => a + BigInt(p), 0n);
  if (wanted > room)
    throw new MoneyError(
      "discount_exceeds_line",
      "The discount can't be more than the price of the items without a discount.",
      "discount.amount",
      { max: Number(room) },
    );
  const parts = wanted === 0n ? prices.map(() => 0) : allocate(amount, prices);
  return items.map((item, i): Discount | null =>
    item.discount
      ? item.discount
      : parts[i] > 0
        ? { kind: "manual", amount: parts[i] }
        : null,
  );
}

import { moneyIn, moneyOut, quantityIn } from "./bounds.js";
import { MoneyError } from "./errors.js";
import { divRound } from "./rounding.js";

/** A sold line's amounts (from `sale_items`). */
export interface RefundableLine {
  quantity: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}

/** What earlier refunds of the line returned, summed. */
export interface RefundedSoFar {
  quantity: number;
  total_amount: number;
}

/**
 * What to give back for a line: a quantity (the returned units), and an
 * amount (total, tax included) when it is not the quantity's share, e.g. a
 * goodwill refund of part of a service with quantity 0.
 */
export interface RefundRequest {
  quantity: number;
  amount?: number | null;
}

/** A `refund_items` row's amounts. */
export interface RefundAmounts {
  quantity: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}

/**
 * The amounts of a refund of one sale item (DOMAIN §3.32). Refunded
 * quantity and total never pass what was sold. The refunded total is the
 * requested amount, else the returned units' share of the line: with R the
 * units refunded in all after this refund, the line's total × R ÷ quantity
 * rounded half away from zero, minus the same for the units refunded before
 * (capped at what is left). Tax follows the total the same way: tax ×
 * refunded total ÷ total, cumulated and rounded, net = total − tax. So every
 * refund's parts are ≥ 0, and the refunds of all of a line add up to exactly
 * its net, tax and total, however it was split.
 */
export function refundLine(
  line: RefundableLine,
  before: RefundedSoFar,
  request: RefundRequest,
): RefundAmounts {
  const sold = quantityIn(line.quantity);
  const total = moneyIn(line.total_amount, "total_amount");
  const tax = moneyIn(line.tax_amount, "tax_amount");
  const doneQty = quantityIn(before.quantity, "quantity", 0);
  const doneTotal = moneyIn(before.total_amount, "total_amount");
  const qty = quantityIn(request.quantity, "quantity", 0);
  if (doneQty + qty > sold)
    throw new MoneyError(
      "refund_exceeds_sold",
      `Only ${sold - doneQty} of this item can still be refunded.`,
      "quantity",
      { max: Number(sold - doneQty) },
    );
  const left = total - doneTotal;
  if (left < 0n) throw exceeds(0n);
  let amount: bigint;
  if (request.amount != null) {
    amount = moneyIn(request.amount, "amount");
    if (amount > left) throw exceeds(left);
  } else {
    const share = (units: bigint) => divRound(total * units, sold);
    amount = share(doneQty + qty) - share(doneQty);
    if (amount > left) amount = left;
  }
  if (qty === 0n && amount === 0n)
    throw new MoneyError(
      "refund_empty",
      "Choose how many to refund, or an amount.",
      "quantity",
    );
  const taxAt = (refunded: bigint) =>
    total === 0n ? 0n : divRound(tax * refunded, total);
  const refundedTax = taxAt(doneTotal + amount) - taxAt(doneTotal);
  return {
    quantity: Number(qty),
    net_amount: moneyOut(amount - refundedTax),
    tax_amount: moneyOut(refundedTax),
    total_amount: moneyOut(amount),
  };
}

const exceeds = (left: bigint) =>
  new MoneyError(
    "refund_exceeds_sold",
    "The refund can't be more than what is left of this item.",
    "amount",
    { max: Number(left) },
  );

/** A refund's total (DOMAIN §3.32): Σ item totals + the tip refund. */
export function refundTotal(
  items: readonly { total_amount: number }[],
  tipRefund = 0,
): number {
  return moneyOut(
    items.reduce((a, i) => a + moneyIn(i.total_amount, "total_amount"), 0n) +
      moneyIn(tipRefund, "tip_refund_amount"),
    "total",
  );
}

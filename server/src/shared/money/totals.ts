import { moneyIn, moneyOut } from "./bounds.js";
import { MoneyError } from "./errors.js";

export type PaymentStatus = "unpaid" | "part_paid" | "paid";

/** The money columns of a sale (DOMAIN §3.31). */
export interface SaleTotals {
  /** Σ item gross (excluding tax, before discounts). */
  subtotal: number;
  /** Σ item discounts (excluding tax). */
  discount_total: number;
  tax_total: number;
  /** Σ item totals = subtotal − discount_total + tax_total. */
  total: number;
  tip_total: number;
  amount_paid: number;
  /** total + tip_total − amount_paid. */
  balance_due: number;
  status: PaymentStatus;
}

type Line = {
  gross_amount: number;
  discount_amount: number;
  tax_amount: number;
  total_amount: number;
};

/**
 * A sale's totals: sums of its rounded lines, plus tips and payments. The
 * status follows amount_paid: nothing paid of a positive amount due →
 * unpaid, part of it → part_paid, all of it → paid (a sale of 0, a
 * membership session, is paid at once). Paying more than is due is refused:
 * the change of a cash payment is not kept (cashPayment).
 */
export function saleTotals(
  lines: readonly Line[],
  tipTotal = 0,
  amountPaid = 0,
): SaleTotals {
  const sum = (key: keyof Line) =>
    moneyOut(
      lines.reduce((a, l) => a + moneyIn(l[key], key), 0n),
      key === "gross_amount"
        ? "subtotal"
        : key === "discount_amount"
          ? "discount_total"
          : key === "tax_amount"
            ? "tax_total"
            : "total",
    );
  const total = sum("total_amount");
  const due = moneyOut(BigInt(total) + moneyIn(tipTotal, "tip_total"), "total");
  return {
    subtotal: sum("gross_amount"),
    discount_total: sum("discount_amount"),
    tax_total: sum("tax_amount"),
    total,
    tip_total: tipTotal,
    amount_paid: amountPaid,
    balance_due: balanceDue(due, amountPaid),
    status: paymentStatus(due, amountPaid),
  };
}

function balanceDue(due: number, paid: number): number {
  if (moneyIn(paid, "amount_paid") > moneyIn(due, "balance_due"))
    throw new MoneyError(
      "overpaid",
      "The payments can't be more than the amount due.",
      "amount",
      { max: due },
    );
  return due - paid;
}

/** unpaid, part_paid or paid, from what is due (total + tips) and what was paid. */
export function paymentStatus(due: number, paid: number): PaymentStatus {
  const left = balanceDue(due, paid);
  if (left === 0) return "paid";
  return paid === 0 ? "unpaid" : "part_paid";
}

/**
 * The change of a cash payment that charges `charged` (its amount and tip)
 * when the client hands over `tendered`: null when that is not enough. The
 * till, the "Add payment" dialog and the server all take it from here.
 */
export function cashChange(charged: number, tendered: number): number | null {
  const due = moneyIn(charged, "amount");
  const given = moneyIn(tendered, "tendered");
  return given < due ? null : moneyOut(given - due, "change");
}

/**
 * A cash payment: of the cash handed over, what pays the balance (`amount`,
 * at most the balance) and what goes back to the client (`change`).
 */
export function cashPayment(
  balance: number,
  tendered: number,
): { amount: number; change: number } {
  const due = moneyIn(balance, "balance_due");
  const given = moneyIn(tendered, "tendered");
  return given > due
    ? { amount: balance, change: moneyOut(given - due, "change") }
    : { amount: tendered, change: 0 };
}

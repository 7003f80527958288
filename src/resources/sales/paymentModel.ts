import { cashChange } from "../../../server/src/shared/money";
import { toMinor } from "../../components/money";

/** A payment type as the till picks it (`payment-types/options`). */
export interface PaymentTypeOption {
  id: number;
  name: string;
  kind: "cash" | "card" | "voucher" | "other";
}

/** One payment row of the "Add payment" dialog, as typed. */
export interface PaymentRow {
  typeId: number | "";
  amount: string;
  tendered: string;
  voucherCode: string;
  /** A tip taken with this payment (not with a voucher), as typed. */
  tip: string;
}

export const emptyRow = (
  typeId: number | "" = "",
  amount = "",
): PaymentRow => ({
  typeId,
  amount,
  tendered: "",
  voucherCode: "",
  tip: "",
});

export interface PaymentCheck {
  /** Per row: the catalogue key of what is wrong with it. */
  rowErrors: Record<number, string>;
  /** Σ amounts in minor units (toward the balance; tips not included). */
  total: number;
  /** Σ tips in minor units. */
  tips: number;
  /** Cash handed over less what the cash rows pay (minor units), never below 0. */
  change: number;
  overpaid: boolean;
  payload?: {
    payments: {
      payment_type_id: number;
      amount: number;
      tendered?: number;
      voucher_code?: string;
      tip?: { amount: number };
    }[];
  };
}

const K = "resources.sales.payment";

/** Checks the rows against the balance due and builds `POST …/sales/:id/payments`'s body. */
export const checkPayments = (
  rows: PaymentRow[],
  types: PaymentTypeOption[],
  balanceDue: number,
  currency: string,
): PaymentCheck => {
  const rowErrors: Record<number, string> = {};
  const payments: NonNullable<PaymentCheck["payload"]>["payments"] = [];
  let total = 0;
  let tips = 0;
  let change = 0;
  rows.forEach((row, index) => {
    const type = types.find((t) => t.id === row.typeId);
    const amount = toMinor(row.amount, currency);
    if (!type) {
      rowErrors[index] = `${K}.type_required`;
      return;
    }
    if (amount === null || amount <= 0) {
      rowErrors[index] = `${K}.amount_required`;
      return;
    }
    total += amount;
    const payment: (typeof payments)[number] = {
      payment_type_id: type.id,
      amount,
    };
    if (type.kind === "voucher") {
      if (!row.voucherCode.trim()) {
        rowErrors[index] = `${K}.code_required`;
        return;
      }
      payment.voucher_code = row.voucherCode.trim();
    }
    let tip = 0;
    if (type.kind !== "voucher" && row.tip.trim() !== "") {
      const typed = toMinor(row.tip, currency);
      if (typed === null || typed < 0) {
        rowErrors[index] = `${K}.tip_invalid`;
        return;
      }
      tip = typed;
      if (tip > 0) payment.tip = { amount: tip };
    }
    if (type.kind === "cash" && row.tendered.trim() !== "") {
      const tendered = toMinor(row.tendered, currency);
      // The cash handed over covers the payment and the tip taken with it.
      const rowChange =
        tendered === null ? null : cashChange(amount + tip, tendered);
      if (tendered === null || rowChange === null) {
        rowErrors[index] = `${K}.tendered_too_little`;
        return;
      }
      payment.tendered = tendered;
      change += rowChange;
    }
    tips += tip;
    payments.push(payment);
  });
  const overpaid = total > balanceDue;
  return {
    rowErrors,
    total,
    tips,
    change,
    overpaid,
    payload:
      Object.keys(rowErrors).length || overpaid || !payments.length
        ? undefined
        : { payments },
  };
};

import {
  MoneyError,
  refundLine,
  refundTotal,
} from "../../../server/src/shared/money";
import { toMinor } from "../../components/money";
import { tipsLeft, type Sale, type SaleItem } from "./saleModel";

/** What the refund dialog holds: per item the units to give back (as typed) and whether they go back on the shelf. */
export interface RefundForm {
  quantities: Record<number, string>;
  /** Per item, a goodwill amount (as typed) refunded instead of the units' share. */
  goodwill: Record<number, string>;
  restock: Record<number, boolean>;
  tip: string;
  paymentTypeId: number | "";
  /** When the money goes back onto a voucher: one that paid this sale. */
  voucherCode: string;
  reason: string;
}

export const unitsLeft = (item: SaleItem) =>
  Math.max(0, item.quantity - item.refunded_quantity);

export const refundDefaults = (sale: Sale): RefundForm => ({
  quantities: {},
  goodwill: {},
  restock: {},
  tip: "",
  paymentTypeId:
    sale.payments?.find((p) => p.kind === "payment" && p.amount > 0)
      ?.payment_type_id ?? "",
  voucherCode: "",
  reason: "",
});

/**
 * The vouchers that paid this sale, with what each paid and not yet got back:
 * money may go back onto one of them, up to that (docs/checkout-api.md).
 */
export const vouchersPaid = (sale: Sale) => {
  const out = new Map<string, number>();
  for (const p of sale.payments ?? [])
    if (p.voucher_code)
      out.set(p.voucher_code, (out.get(p.voucher_code) ?? 0) + p.amount);
  return [...out]
    .filter(([, left]) => left > 0)
    .map(([code, left]) => ({ code, left }));
};

export interface RefundCheck {
  /** Per sale item id: the reason its quantity is refused (a catalogue key and its arguments). */
  itemErrors: Record<number, { key: string; args: Record<string, number> }>;
  tipError?: { key: string; args: Record<string, number> };
  /** The voucher to refund onto is missing (a voucher payment type was chosen). */
  voucherMissing: boolean;
  /** The refund's amount of each chosen item, from the money module (as the server computes it). */
  amounts: Record<number, number>;
  total: number;
  /** The request body, when nothing is refused and something is refunded. */
  payload?: {
    reason?: string;
    items: {
      sale_item_id: number;
      quantity: number;
      amount?: number;
      restock?: boolean;
    }[];
    tip_refund_amount?: number;
    payments: {
      payment_type_id: number;
      amount: number;
      voucher_code?: string;
    }[];
  };
}

const K = "resources.sales.refund";

/** Checks the form against what is left of the sale and prices it with the money module. */
export const checkRefund = (
  sale: Sale,
  form: RefundForm,
  currency: string,
  voucherType = false,
): RefundCheck => {
  const itemErrors: RefundCheck["itemErrors"] = {};
  const amounts: Record<number, number> = {};
  const items: NonNullable<RefundCheck["payload"]>["items"] = [];
  for (const item of sale.items) {
    const typed = (form.quantities[item.id] ?? "").trim();
    const typedAmount = (form.goodwill[item.id] ?? "").trim();
    if ((typed === "" || typed === "0") && typedAmount === "") continue;
    const qty = typed === "" ? 0 : Number(typed);
    const left = unitsLeft(item);
    if (!Number.isInteger(qty) || qty < 0 || qty > left) {
      itemErrors[item.id] = { key: `${K}.too_many`, args: { max: left } };
      continue;
    }
    // A goodwill amount replaces the units' share (quantity may be 0).
    const amount = typedAmount === "" ? null : toMinor(typedAmount, currency);
    if (amount !== null && amount <= 0) {
      itemErrors[item.id] = { key: `${K}.amount_invalid`, args: {} };
      continue;
    }
    if (typedAmount !== "" && amount === null) {
      itemErrors[item.id] = { key: `${K}.amount_invalid`, args: {} };
      continue;
    }
    try {
      amounts[item.id] = refundLine(
        item,
        {
          quantity: item.refunded_quantity,
          total_amount: item.refunded_amount,
        },
        amount === null ? { quantity: qty } : { quantity: qty, amount },
      ).total_amount;
      items.push({
        sale_item_id: item.id,
        quantity: qty,
        ...(amount === null ? {} : { amount }),
        ...(item.item_type === "product" && qty > 0
          ? { restock: !!form.restock[item.id] }
          : {}),
      });
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      itemErrors[item.id] =
        error.field === "amount"
          ? {
              key: `${K}.amount_too_much`,
              args: { max: Number(error.params?.max ?? 0) },
            }
          : {
              key: `${K}.too_many`,
              args: { max: Number(error.params?.max ?? left) },
            };
    }
  }
  const tip = form.tip.trim() === "" ? 0 : toMinor(form.tip, currency);
  const tipMax = tipsLeft(sale);
  const tipError =
    tip === null || tip < 0 || tip > tipMax
      ? { key: `${K}.tip_too_much`, args: { max: tipMax } }
      : undefined;
  const tipAmount = tipError ? 0 : (tip ?? 0);
  const total = refundTotal(
    Object.values(amounts).map((total_amount) => ({ total_amount })),
    tipAmount,
  );
  const voucherMissing = voucherType && !form.voucherCode;
  const refused =
    Object.keys(itemErrors).length > 0 || !!tipError || voucherMissing;
  return {
    itemErrors,
    tipError,
    voucherMissing,
    amounts,
    total,
    payload:
      refused || total <= 0 || form.paymentTypeId === ""
        ? undefined
        : {
            ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
            items,
            ...(tipAmount ? { tip_refund_amount: tipAmount } : {}),
            payments: [
              {
                payment_type_id: Number(form.paymentTypeId),
                amount: total,
                ...(voucherType ? { voucher_code: form.voucherCode } : {}),
              },
            ],
          },
  };
};

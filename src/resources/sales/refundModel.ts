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
  restock: Record<number, boolean>;
  tip: string;
  paymentTypeId: number | "";
  reason: string;
}

export const unitsLeft = (item: SaleItem) =>
  Math.max(0, item.quantity - item.refunded_quantity);

export const refundDefaults = (sale: Sale): RefundForm => ({
  quantities: {},
  restock: {},
  tip: "",
  paymentTypeId:
    sale.payments?.find((p) => p.kind === "payment" && p.amount > 0)
      ?.payment_type_id ?? "",
  reason: "",
});

export interface RefundCheck {
  /** Per sale item id: the reason its quantity is refused (a catalogue key and its arguments). */
  itemErrors: Record<number, { key: string; args: Record<string, number> }>;
  tipError?: { key: string; args: Record<string, number> };
  /** The refund's amount of each chosen item, from the money module (as the server computes it). */
  amounts: Record<number, number>;
  total: number;
  /** The request body, when nothing is refused and something is refunded. */
  payload?: {
    reason?: string;
    items: { sale_item_id: number; quantity: number; restock?: boolean }[];
    tip_refund_amount?: number;
    payments: { payment_type_id: number; amount: number }[];
  };
}

const K = "resources.sales.refund";

/** Checks the form against what is left of the sale and prices it with the money module. */
export const checkRefund = (
  sale: Sale,
  form: RefundForm,
  currency: string,
): RefundCheck => {
  const itemErrors: RefundCheck["itemErrors"] = {};
  const amounts: Record<number, number> = {};
  const items: NonNullable<RefundCheck["payload"]>["items"] = [];
  for (const item of sale.items) {
    const typed = (form.quantities[item.id] ?? "").trim();
    if (typed === "" || typed === "0") continue;
    const qty = Number(typed);
    const left = unitsLeft(item);
    if (!Number.isInteger(qty) || qty < 0 || qty > left) {
      itemErrors[item.id] = { key: `${K}.too_many`, args: { max: left } };
      continue;
    }
    try {
      amounts[item.id] = refundLine(
        item,
        {
          quantity: item.refunded_quantity,
          total_amount: item.refunded_amount,
        },
        { quantity: qty },
      ).total_amount;
      items.push({
        sale_item_id: item.id,
        quantity: qty,
        ...(item.item_type === "product"
          ? { restock: !!form.restock[item.id] }
          : {}),
      });
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      itemErrors[item.id] = {
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
  const refused = Object.keys(itemErrors).length > 0 || !!tipError;
  return {
    itemErrors,
    tipError,
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
              { payment_type_id: Number(form.paymentTypeId), amount: total },
            ],
          },
  };
};

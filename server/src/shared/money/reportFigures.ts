import type { ItemType } from "./items.js";

/**
 * The money definitions of DOMAIN §5.1 for one line, written once: which
 * amount of a sale item (or of a refund item) each measure takes, with its
 * sign, for a voucher line and for any other line (§4.2: a voucher is a
 * liability, counted only as voucher sales). lineFigures/refundFigures
 * compute from these tables in TypeScript, and the report engine generates
 * its SQL from the same tables (modules/reports/salesLines.ts), so the two
 * cannot disagree.
 */
export interface Take<F extends string> {
  field: F;
  sign: 1 | -1;
}
/** What a measure takes from a voucher line and from any other line (null: nothing, 0). */
export interface MeasureRule<F extends string> {
  voucher: Take<F> | null;
  other: Take<F> | null;
}

type SaleField =
  | "gross_amount"
  | "discount_amount"
  | "net_amount"
  | "tax_amount"
  | "total_amount";
type RefundField = "net_amount" | "tax_amount" | "total_amount";

const plus = <F extends string>(field: F): Take<F> => ({ field, sign: 1 });
const minus = <F extends string>(field: F): Take<F> => ({ field, sign: -1 });
const notVoucher = <F extends string>(t: Take<F>): MeasureRule<F> => ({
  voucher: null,
  other: t,
});
const voucherOnly = <F extends string>(t: Take<F>): MeasureRule<F> => ({
  voucher: t,
  other: null,
});

/** A sale item's share of the §5.1 measures, on its sale date. */
export const SALE_LINE_MEASURES = {
  gross_sales: notVoucher<SaleField>(plus("gross_amount")),
  discounts: notVoucher<SaleField>(plus("discount_amount")),
  net_sales: notVoucher<SaleField>(plus("net_amount")),
  tax: notVoucher<SaleField>(plus("tax_amount")),
  total_sales: notVoucher<SaleField>(plus("total_amount")),
  voucher_sales: voucherOnly<SaleField>(plus("total_amount")),
} as const;

/** A refund item's share, on its refund date: refunds its net; the rest go down. */
export const REFUND_LINE_MEASURES = {
  refunds: notVoucher<RefundField>(plus("net_amount")),
  net_sales: notVoucher<RefundField>(minus("net_amount")),
  tax: notVoucher<RefundField>(minus("tax_amount")),
  total_sales: notVoucher<RefundField>(minus("total_amount")),
  voucher_sales: voucherOnly<RefundField>(minus("total_amount")),
} as const;

/** A sale item's share of the money measures of DOMAIN §5.1. */
export type LineFigures = Record<keyof typeof SALE_LINE_MEASURES, number>;

/** A refund item's share of the measures, counted on the refund date (negative). */
export type RefundFigures = Record<keyof typeof REFUND_LINE_MEASURES, number>;

function figures<F extends string, K extends string>(
  rules: Record<K, MeasureRule<F>>,
  itemType: ItemType,
  amounts: Record<F, number>,
): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(rules) as K[]) {
    const take = itemType === "voucher" ? rules[key].voucher : rules[key].other;
    // 0 + … keeps −0 out of the figures.
    out[key] = take ? 0 + take.sign * amounts[take.field] : 0;
  }
  return out;
}

/**
 * What one sale item adds to the report measures (DOMAIN §5.1, §4.2): its
 * gross, discount, net, tax and total, or, for a voucher item, only its
 * total as voucher sales.
 */
export function lineFigures(line: {
  item_type: ItemType;
  gross_amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}): LineFigures {
  return figures(SALE_LINE_MEASURES, line.item_type, line);
}

/**
 * What a refund item takes off the measures (DOMAIN §5.1): refunds = its
 * net, and net sales, tax and total sales go down by its net, tax and
 * total; a refunded voucher item only lowers voucher sales.
 */
export function refundFigures(
  itemType: ItemType,
  refund: { net_amount: number; tax_amount: number; total_amount: number },
): RefundFigures {
  return figures(REFUND_LINE_MEASURES, itemType, refund);
}

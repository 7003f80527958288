import type { ItemType } from "./items.js";

/** A sale item's share of the money measures of DOMAIN §5.1. */
export interface LineFigures {
  gross_sales: number;
  discounts: number;
  net_sales: number;
  tax: number;
  total_sales: number;
  /** Totals of voucher items: a liability, outside every line above (§4.2). */
  voucher_sales: number;
}

/**
 * What one sale item adds to the report measures (DOMAIN §5.1, §4.2): its
 * gross, discount, net, tax and total, or, for a voucher item, only its
 * total as voucher sales. Checkout, the sales history and every report
 * count a line through this one function, so they agree.
 */
export function lineFigures(line: {
  item_type: ItemType;
  gross_amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}): LineFigures {
  if (line.item_type === "voucher")
    return {
      gross_sales: 0,
      discounts: 0,
      net_sales: 0,
      tax: 0,
      total_sales: 0,
      voucher_sales: line.total_amount,
    };
  return {
    gross_sales: line.gross_amount,
    discounts: line.discount_amount,
    net_sales: line.net_amount,
    tax: line.tax_amount,
    total_sales: line.total_amount,
    voucher_sales: 0,
  };
}

/** A refund item's share of the measures, counted on the refund date (negative). */
export interface RefundFigures {
  /** Σ refunded net ("Refunds" of §5.1); voucher items excluded. */
  refunds: number;
  net_sales: number;
  tax: number;
  total_sales: number;
  voucher_sales: number;
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
  if (itemType === "voucher")
    return {
      refunds: 0,
      net_sales: 0,
      tax: 0,
      total_sales: 0,
      voucher_sales: 0 - refund.total_amount,
    };
  return {
    refunds: refund.net_amount,
    net_sales: 0 - refund.net_amount,
    tax: 0 - refund.tax_amount,
    total_sales: 0 - refund.total_amount,
    voucher_sales: 0,
  };
}

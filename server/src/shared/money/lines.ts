import { moneyIn, moneyOut, quantityIn } from "./bounds.js";
import { discountAmount, type Discount } from "./discounts.js";
import type { ItemType } from "./items.js";
import { PERCENT_100, percentIn, percentText } from "./percent.js";
import { divRound } from "./rounding.js";

/** One sale item as entered: what, how many, at what price and tax rate, with which discount. */
export interface LineInput {
  item_type: ItemType;
  quantity: number;
  /** Minor units per unit, including tax when `prices_include_tax`. */
  unit_price: number;
  /** The item's tax rate in percent points (ignored for vouchers, which carry no tax). */
  tax_rate_pct: number | string;
  /** `merchants.prices_include_tax`. */
  prices_include_tax: boolean;
  discount?: Discount | null;
}

/** The amounts a sale item stores (DOMAIN §3.31), every one in minor units. */
export interface LineAmounts {
  item_type: ItemType;
  quantity: number;
  unit_price: number;
  /** The rate used, as numeric(7,4) text ("20.0000"); "0.0000" for vouchers. */
  tax_rate_pct: string;
  /** quantity × unit_price, as entered (tax included or not). */
  price_amount: number;
  /** The discount in the basis of the entered price (what the till shows off the line). */
  price_discount: number;
  /** Excluding tax, before the discount. */
  gross_amount: number;
  /** Excluding tax. */
  discount_amount: number;
  /** Excluding tax: gross − discount. */
  net_amount: number;
  tax_amount: number;
  /** net + tax. */
  total_amount: number;
}

/**
 * The line maths of DOMAIN §3.31 with rate r (see the rounding rules in
 * index.ts). Tax-exclusive prices: gross = qty × unit_price; net = gross −
 * discount; tax = net × r ÷ 100; total = net + tax. Tax-inclusive prices:
 * total = qty × unit_price − discount; tax = total × r ÷ (100 + r); net =
 * total − tax; gross = qty × unit_price − (qty × unit_price) × r ÷ (100 + r);
 * discount = gross − net. Every input and figure is bounded (bounds.ts).
 */
export function computeLine(input: LineInput): LineAmounts {
  const quantity = quantityIn(input.quantity);
  const unitPrice = moneyIn(input.unit_price, "unit_price");
  const rate =
    input.item_type === "voucher"
      ? 0n
      : percentIn(input.tax_rate_pct, "tax_rate_pct");
  const price = quantity * unitPrice;
  moneyOut(price, "unit_price");
  const off = discountAmount(input.discount, quantity, unitPrice);
  let gross: bigint, net: bigint, tax: bigint, total: bigint;
  if (input.prices_include_tax) {
    const taxIn = (amount: bigint) =>
      divRound(amount * rate, PERCENT_100 + rate);
    total = price - off;
    tax = taxIn(total);
    net = total - tax;
    gross = price - taxIn(price);
  } else {
    gross = price;
    net = price - off;
    tax = divRound(net * rate, PERCENT_100);
    total = net + tax;
  }
  return {
    item_type: input.item_type,
    quantity: Number(quantity),
    unit_price: Number(unitPrice),
    tax_rate_pct: percentText(rate),
    price_amount: moneyOut(price),
    price_discount: moneyOut(off),
    gross_amount: moneyOut(gross),
    discount_amount: moneyOut(gross - net),
    net_amount: moneyOut(net),
    tax_amount: moneyOut(tax),
    total_amount: moneyOut(total, "total_amount"),
  };
}

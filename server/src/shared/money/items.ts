/** Kinds of sale item (DOMAIN §3.31). */
export const ITEM_TYPES = [
  "service",
  "product",
  "voucher",
  "membership",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** How a sale item's discount came about (`sale_items.discount_kind`). */
export type DiscountKind = "manual" | "deal" | "membership";

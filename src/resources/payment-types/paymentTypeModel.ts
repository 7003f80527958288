import {
  between,
  cleanSettings,
  req,
  text,
  whole,
} from "../settings/settingsModel";

export const PAYMENT_KINDS = ["cash", "card", "voucher", "other"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PaymentType {
  id: number;
  name: string;
  kind: PaymentKind;
  is_system: boolean;
  sort_order: number;
  archived_at?: string | null;
}

export const kindChoices = PAYMENT_KINDS.map((id) => ({
  id,
  name: `resources.payment-types.kinds.${id}`,
}));
/** Custom types take cash, card or other: voucher belongs to the built-in Voucher type. */
export const customKindChoices = kindChoices.filter((c) => c.id !== "voucher");

export const paymentTypeDefaults = (): Partial<PaymentType> => ({
  kind: "other",
});

export const paymentTypeValidators = {
  name: [req, text(60)],
  kind: [req],
  sort_order: [whole, ...between(0, 10_000)],
};

/** System types keep their name and kind (the server refuses a change), so only the order is sent. */
export const transformPaymentType = (
  values: Partial<PaymentType>,
): Partial<PaymentType> =>
  values.is_system
    ? { sort_order: values.sort_order }
    : cleanSettings(values, ["is_system"]);

/**
 * The two writes that move a row one place up or down: it swaps sort_order
 * with its neighbour (equal orders are spread first, so a swap always moves it).
 */
export const swapOrders = (
  rows: PaymentType[],
  index: number,
  direction: -1 | 1,
) => {
  const other = index + direction;
  if (other < 0 || other >= rows.length) return [];
  const a = rows[index];
  const b = rows[other];
  const aOrder =
    a.sort_order === b.sort_order ? b.sort_order + direction : b.sort_order;
  return [
    { id: a.id, sort_order: Math.max(0, aOrder) },
    { id: b.id, sort_order: a.sort_order },
  ].filter((c, i) => c.sort_order !== [a, b][i].sort_order);
};

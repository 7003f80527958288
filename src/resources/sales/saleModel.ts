/** Sales as the server answers them (docs/checkout-api.md "Records"); written only by checkout. */

export type SaleStatus = "unpaid" | "part_paid" | "paid" | "voided";
export type SaleChannel = "in_store" | "phone" | "online" | "walk_in";
export type SaleItemType = "service" | "product" | "voucher" | "membership";

export interface SaleItem {
  id: number;
  sale_id: number;
  position: number;
  item_type: SaleItemType;
  item_id?: number | null;
  name_snapshot: string;
  quantity: number;
  unit_price: number;
  gross_amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  tax_rate_pct: string | number;
  discount_kind?: string | null;
  team_member_id?: number | null;
  refunded_quantity: number;
  refunded_amount: number;
}

export interface SalePayment {
  id: number;
  payment_type_id: number;
  payment_type_name: string | null;
  payment_kind: string;
  kind: "payment" | "refund";
  amount: number;
  tip_amount: number;
  voucher_code: string | null;
  refund_id?: number | null;
  reverses_payment_id?: number | null;
  change_given?: number | null;
  paid_at: string;
}

export interface SaleTip {
  id: number;
  amount: number;
  refund_id?: number | null;
  team_member_id?: number | null;
}

export interface SaleRefundSummary {
  id: number;
  refund_number: string;
  refund_at: string;
  total: number;
}

export interface SaleClient {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
}

export interface Sale {
  id: number;
  invoice_number: string;
  location_id: number;
  client_id?: number | null;
  appointment_id?: number | null;
  channel: SaleChannel;
  sale_at: string;
  status: SaleStatus;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  tip_total: number;
  amount_paid: number;
  balance_due: number;
  paid_at?: string | null;
  deal_code?: string | null;
  notes?: string | null;
  void_reason?: string | null;
  voided_at?: string | null;
  items: SaleItem[];
  client: SaleClient | null;
  team_member_ids: number[];
  refunded_total: number;
  /** Derived by the server: whether anything of the sale was refunded. */
  refund_state?: RefundState;
  payments?: SalePayment[];
  tips?: SaleTip[];
  refunds?: SaleRefundSummary[];
  change_due?: number;
}

export type RefundState = "none" | "partial" | "full";

const R = "resources.sales";

export const SALE_STATUSES: readonly SaleStatus[] = [
  "unpaid",
  "part_paid",
  "paid",
  "voided",
];
export const SALE_CHANNELS: readonly SaleChannel[] = [
  "in_store",
  "phone",
  "online",
  "walk_in",
];
export const SALE_ITEM_TYPES: readonly SaleItemType[] = [
  "service",
  "product",
  "voucher",
  "membership",
];

const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `${R}.${group}.${id}` }));

export const saleStatusChoices = choices(SALE_STATUSES, "statuses");
export const saleChannelChoices = choices(SALE_CHANNELS, "channels");
export const saleItemTypeChoices = choices(SALE_ITEM_TYPES, "item_types");

/** "Ana Silva", or nothing for a walk-in. */
export const clientName = (
  client: { first_name: string; last_name: string | null } | null | undefined,
) =>
  client ? [client.first_name, client.last_name].filter(Boolean).join(" ") : "";

/** Money may be taken while something is left to pay and the sale stands. */
export const canTakePayment = (sale: Sale) =>
  (sale.status === "unpaid" || sale.status === "part_paid") &&
  sale.balance_due > 0;

/** Refunds need money paid and not yet given back. */
export const canRefund = (sale: Sale) =>
  (sale.status === "paid" || sale.status === "part_paid") &&
  sale.amount_paid > sale.refunded_total;

/** Void: a standing sale without refunds (the server also refuses a sale whose sold voucher was used). */
export const canVoid = (sale: Sale) =>
  sale.status !== "voided" &&
  sale.refunded_total === 0 &&
  !sale.refunds?.length;

/** Tips still refundable: everything taken less what refunds and voids gave back. */
export const tipsLeft = (sale: Sale) =>
  Math.max(
    0,
    (sale.tips ?? []).reduce((sum, t) => sum + Number(t.amount), 0),
  );

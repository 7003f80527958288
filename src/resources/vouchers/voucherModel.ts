export type VoucherStatus =
  "unpaid" | "valid" | "expired" | "redeemed" | "refunded" | "void";

/** An issued voucher (DOMAIN §3.28); sales create them, this app only reads them. */
export interface Voucher {
  id: number;
  code: string;
  voucher_type_id?: number | null;
  sale_item_id: number;
  location_id?: number | null;
  purchaser_client_id?: number | null;
  recipient_name?: string | null;
  recipient_email?: string | null;
  message?: string | null;
  issue_date?: string | null;
  expiry_date?: string | null;
  original_value: number;
  balance: number;
  status: VoucherStatus;
  created_at?: string;
  updated_at?: string;
}

export const VOUCHER_STATUSES: readonly VoucherStatus[] = [
  "unpaid",
  "valid",
  "expired",
  "redeemed",
  "refunded",
  "void",
];

export const voucherStatusChoices = VOUCHER_STATUSES.map((id) => ({
  id,
  name: `resources.vouchers.statuses.${id}`,
}));

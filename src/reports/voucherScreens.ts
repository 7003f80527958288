import { choice, date, ref, type ReportScreenDef } from "./screenDefs";

/** Voucher statuses (DOMAIN §3.28; a valid voucher past its expiry date reads expired). */
const VOUCHER_STATUSES = [
  "unpaid",
  "valid",
  "redeemed",
  "expired",
  "refunded",
  "void",
] as const;

/** The issued vouchers report (DOMAIN §5.7) at its SPEC §2 path. */
export const VOUCHER_SCREENS: readonly ReportScreenDef[] = [
  {
    name: "vouchers",
    path: "/sales/vouchers",
    menuKey: "reports.vouchers.issued",
    serviceId: 19,
    dated: true,
    filters: [
      choice("status", VOUCHER_STATUSES, { values: "voucher_status" }),
      ref("client_id", "clients"),
      date("expiry_from"),
      date("expiry_to"),
      // Adds the balance each voucher had at the end of that day (its ledger).
      date("balance_on"),
    ],
  },
];

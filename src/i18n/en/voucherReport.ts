/** English texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "Balance as on",
    expiry_from: "Expires from",
    expiry_to: "Expires until",
  },
  values: {
    voucher_status: {
      unpaid: "Unpaid",
      valid: "Active",
      redeemed: "Redeemed",
      expired: "Expired",
      refunded: "Refunded",
      void: "Void",
    },
  },
  empty: {
    custom_amount: "Custom amount",
  },
  basis: {
    voucher_issue_date:
      "Vouchers by their issue date, %{from} – %{to}; amounts and balances from each voucher's ledger up to now. A voucher past its expiry date counts as expired.",
  },
  columns: {
    balance_on: "Balance as on date",
    code: "Code",
    voucher_type_name: "Voucher type",
    issue_date: "Issued",
    expiry_date: "Expires",
    invoice_number: "Invoice",
    purchaser_name: "Purchaser",
    purchaser_mobile: "Purchaser mobile",
    purchaser_email: "Purchaser e-mail",
    recipient_name: "Recipient",
    recipient_email: "Recipient e-mail",
    face_value: "Face value",
    price_paid: "Price paid",
    redeemed: "Redeemed",
    expired: "Expired",
    balance: "Balance (liability)",
  },
};

export default voucherReport;

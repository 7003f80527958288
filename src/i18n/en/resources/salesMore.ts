/** English texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "Partly refunded",
    full: "Refunded",
  },
  payment: {
    tip: "Tip",
    tips: "Tips",
    tip_invalid: "Enter a tip of 0 or more.",
  },
  refund: {
    goodwill: "Or an amount",
    goodwill_for: "Amount to refund instead of units: %{item}",
    amount_invalid: "Enter an amount above 0.",
    amount_too_much: "At most %{max} of this item can still be refunded.",
    voucher: "Voucher",
    voucher_required: "Choose the voucher the money goes back onto.",
    voucher_up_to: "up to %{max}",
  },
};

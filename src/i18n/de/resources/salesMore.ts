/** German texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "Teilweise erstattet",
    full: "Erstattet",
  },
  payment: {
    tip: "Trinkgeld",
    tips: "Trinkgelder",
    tip_invalid: "Gib ein Trinkgeld von 0 oder mehr ein.",
  },
  refund: {
    goodwill: "Oder ein Betrag",
    goodwill_for: "Zu erstattender Betrag statt Stückzahl: %{item}",
    amount_invalid: "Gib einen Betrag über 0 ein.",
    amount_too_much:
      "Von diesem Artikel können höchstens %{max} erstattet werden.",
    voucher: "Gutschein",
    voucher_required: "Wähle den Gutschein, auf den das Geld zurückgeht.",
    voucher_up_to: "bis zu %{max}",
  },
};

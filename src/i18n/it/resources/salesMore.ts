/** Italian texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "Rimborsata in parte",
    full: "Rimborsata",
  },
  payment: {
    tip: "Mancia",
    tips: "Mance",
    tip_invalid: "Inserisci una mancia di 0 o più.",
  },
  refund: {
    goodwill: "Oppure un importo",
    goodwill_for: "Importo da rimborsare invece delle unità: %{item}",
    amount_invalid: "Inserisci un importo maggiore di 0.",
    amount_too_much:
      "Di questo articolo si possono ancora rimborsare al massimo %{max}.",
    voucher: "Buono",
    voucher_required: "Scegli il buono su cui tornano i soldi.",
    voucher_up_to: "fino a %{max}",
  },
};

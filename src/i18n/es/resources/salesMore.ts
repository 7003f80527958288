/** Spanish texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "Reembolsada en parte",
    full: "Reembolsada",
  },
  payment: {
    tip: "Propina",
    tips: "Propinas",
    tip_invalid: "Introduce una propina de 0 o más.",
  },
  refund: {
    goodwill: "O un importe",
    goodwill_for: "Importe a reembolsar en lugar de unidades: %{item}",
    amount_invalid: "Introduce un importe mayor que 0.",
    amount_too_much:
      "Como máximo se pueden reembolsar %{max} de este artículo.",
    voucher: "Bono",
    voucher_required: "Elige el bono al que vuelve el dinero.",
    voucher_up_to: "hasta %{max}",
  },
};

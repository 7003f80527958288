/** Russian texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "Частично возвращено",
    full: "Возвращено",
  },
  payment: {
    tip: "Чаевые",
    tips: "Чаевые",
    tip_invalid: "Введите чаевые от 0.",
  },
  refund: {
    goodwill: "Или сумма",
    goodwill_for: "Сумма возврата вместо единиц: %{item}",
    amount_invalid: "Введите сумму больше 0.",
    amount_too_much: "По этой позиции можно вернуть не более %{max}.",
    voucher: "Сертификат",
    voucher_required: "Выберите сертификат, на который вернутся деньги.",
    voucher_up_to: "до %{max}",
  },
};

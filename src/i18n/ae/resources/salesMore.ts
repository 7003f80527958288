/** Arabic texts that finish the sales screens (issue 22), merged into `resources.sales`. */
export default {
  refund_states: {
    partial: "مسترد جزئيًا",
    full: "مسترد",
  },
  payment: {
    tip: "إكرامية",
    tips: "الإكراميات",
    tip_invalid: "أدخل إكرامية قدرها 0 أو أكثر.",
  },
  refund: {
    goodwill: "أو مبلغ",
    goodwill_for: "المبلغ المسترد بدلًا من الوحدات: %{item}",
    amount_invalid: "أدخل مبلغًا أكبر من 0.",
    amount_too_much: "يمكن استرداد %{max} كحد أقصى من هذا البند.",
    voucher: "القسيمة",
    voucher_required: "اختر القسيمة التي يعود إليها المال.",
    voucher_up_to: "حتى %{max}",
  },
};

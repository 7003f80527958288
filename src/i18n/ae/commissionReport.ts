/** Arabic texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "معلّقة",
      reversed: "معكوسة",
    },
  },
  basis: {
    commission_time:
      "العمولة حسب تاريخ استحقاقها (عند سداد البيع بالكامل) أو عكسها (استرداد أو إلغاء)، في كل موقع، %{from} – %{to}. القيود العكسية صفوف سالبة.",
  },
  columns: {
    item_name: "البند",
    quantity: "الكمية",
    sale_value: "قيمة البيع",
    discount: "الخصم المستقطع",
    base: "أساس العمولة",
    fixed_amount: "مبلغ ثابت لكل وحدة",
    commission: "العمولة",
    entries: "القيود",
  },
};

export default commissionReport;

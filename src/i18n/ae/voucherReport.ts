/** Arabic texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "الرصيد في تاريخ",
    expiry_from: "ينتهي من",
    expiry_to: "ينتهي حتى",
  },
  values: {
    voucher_status: {
      unpaid: "غير مدفوعة",
      valid: "نشطة",
      redeemed: "مستردة",
      expired: "منتهية",
      refunded: "مستردة المبلغ",
      void: "ملغاة",
    },
  },
  empty: {
    custom_amount: "مبلغ مخصص",
  },
  basis: {
    voucher_issue_date:
      "القسائم حسب تاريخ إصدارها، %{from} – %{to}؛ المبالغ والأرصدة من سجل كل قسيمة حتى الآن. القسيمة بعد تاريخ انتهائها تُحسب منتهية.",
  },
  columns: {
    balance_on: "الرصيد في التاريخ",
    code: "الرمز",
    voucher_type_name: "نوع القسيمة",
    issue_date: "تاريخ الإصدار",
    expiry_date: "تاريخ الانتهاء",
    invoice_number: "الفاتورة",
    purchaser_name: "المشتري",
    purchaser_mobile: "جوال المشتري",
    purchaser_email: "بريد المشتري",
    recipient_name: "المستلم",
    recipient_email: "بريد المستلم",
    face_value: "القيمة الاسمية",
    price_paid: "السعر المدفوع",
    redeemed: "المستخدم",
    expired: "المنتهي",
    balance: "الرصيد (التزام)",
  },
};

export default voucherReport;

import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** Arabic texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    payment_type_id: "طريقة الدفع",
    tax_rate_id: "نسبة الضريبة",
    item_type: "نوع العنصر",
    client_id: "العميل",
    client_type: "نوع العميل",
  },
  choices: {
    group_by: {
      payment_type: "طريقة الدفع",
      kind: "بيع أو استرداد",
      week: "الأسبوع",
      quarter: "الربع",
      item: "العنصر",
      type: "النوع",
      client: "العميل",
      hour: "الساعة",
      month: "الشهر",
      year: "السنة",
    },
    client_type: {
      new: "عملاء جدد",
      returning: "عملاء عائدون",
      walk_in: "بدون موعد",
    },
  },
  values: {
    payment_row_kind: {
      payment: "بيع",
      refund: "استرداد",
    },
    item_type: {
      service: "خدمة",
      product: "منتج",
      membership: "عضوية",
      voucher: "قسيمة",
    },
    transaction_section: {
      sales: "المبيعات",
      payments: "المدفوعات",
    },
    weekday: {
      "1": "الاثنين",
      "2": "الثلاثاء",
      "3": "الأربعاء",
      "4": "الخميس",
      "5": "الجمعة",
      "6": "السبت",
      "7": "الأحد",
    },
  },
  empty: {
    no_tax: "بدون ضريبة",
    unassigned: "غير معيّن",
  },
  basis: {
    payment_time:
      "المدفوعات حسب تاريخ تحصيلها أو ردّها، في كل فرع، %{from} – %{to}.",
    transaction_time:
      "المبيعات والمبالغ المستردة حسب تواريخها، والمدفوعات حسب تاريخ تحصيلها، في كل فرع، %{from} – %{to}. المبيعات الملغاة لا تُحتسب مبيعات؛ وتُحتسب مدفوعاتها وعكوساتها كلٌّ في تاريخه.",
    sale_and_refund_time:
      "المبيعات حسب تاريخها والمبالغ المستردة حسب تاريخها، في كل فرع، %{from} – %{to}. المبيعات الملغاة غير مشمولة.",
  },
  columns: {
    transactions: "المعاملات",
    net: "الصافي",
    tips: "منها إكراميات",
    refunded: "المسترد",
    average_tip: "متوسط الإكرامية",
    tax_name: "الضريبة",
    rate_pct: "النسبة",
    taxable: "المبلغ الخاضع للضريبة",
    section: "القسم",
    line: "البند",
    sales_qty: "العناصر المباعة",
    collected: "المحصّل",
    refunds_paid: "المبالغ المستردة المدفوعة",
    net_collected: "صافي المحصّل",
    item_type: "نوع العنصر",
    treatment_type: "نوع العلاج",
    items_sold: "العناصر المباعة",
    gross_sales: "إجمالي المبيعات",
    discounts: "الخصومات",
    refund_qty: "العناصر المستردة",
    refunds: "المبالغ المستردة",
    net_sales: "صافي المبيعات",
    tax: "الضريبة",
    pct_of_net: "من صافي المبيعات",
    sales_count: "المبيعات",
    average_net: "متوسط صافي البيع",
    last_sale_date: "آخر بيع",
    cogs: "تكلفة البضاعة",
    gross_profit: "إجمالي الربح",
    margin_pct: "الهامش",
  },
  memo: {
    voucher_redemptions: "استرداد القسائم (خارج المدفوعات)",
    tips: "الإكراميات (ضمن المدفوعات)",
    voucher_sales: "مبيعات القسائم (خارج إجمالي المبيعات)",
  },
};

export default salesReports;

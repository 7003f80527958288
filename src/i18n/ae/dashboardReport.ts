/** Arabic texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_tile: {
      total_sales: "إجمالي المبيعات",
      services: "الخدمات",
      products: "المنتجات",
      memberships: "العضويات",
      voucher_sales: "مبيعات القسائم",
      average_sale: "متوسط البيع",
      tips: "الإكراميات",
      appointments: "المواعيد",
      online_pct: "محجوزة عبر الإنترنت",
      cancelled: "ملغاة",
      no_show: "عدم الحضور",
      occupancy_pct: "نسبة الإشغال",
      new_clients: "عملاء جدد",
      returning_clients: "عملاء عائدون",
    },
  },
  dashboard: {
    previous: "الفترة السابقة: %{value}",
    change: "%{value} %",
    tiles: "أرقام الفترة",
    charts: {
      total_sales: "إجمالي المبيعات يوميًا",
      appointments: "المواعيد يوميًا",
    },
  },
  basis: {
    dashboard_tiles:
      "كل رقم كما يحسبه تقريره للفترة %{from} – %{to}، مقارنة بالفترة السابقة المساوية لها في المدة. افتح أي بطاقة لعرض تقريرها.",
    dashboard_days: "إجمالي المبيعات والمواعيد يوميًا، %{from} – %{to}.",
  },
  columns: {
    tile: "الرقم",
    amount: "المبلغ",
    previous_amount: "المبلغ السابق",
    previous_value: "القيمة السابقة",
    change_pct: "التغيّر",
  },
};

export default dashboardReport;

/** Arabic texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "مواعيد اليوم",
      appointments_next_7_days: "المواعيد، الأيام السبعة القادمة",
      sales_today: "مبيعات اليوم",
      sales_this_month: "مبيعات هذا الشهر",
    },
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
    today: {
      title: "اليوم",
      yesterday: "أمس: %{value}",
    },
    previous: "الفترة السابقة: %{value}",
    change: "%{value} %",
    tiles: "أرقام الفترة",
    charts: {
      total_sales: "إجمالي المبيعات يوميًا",
      appointments: "المواعيد يوميًا",
    },
  },
  basis: {
    dashboard_today: "أرقام اليوم بتوقيت النشاط التجاري، كلٌّ كما يحسبه تقريره.",
    dashboard_tiles:
      "كل رقم كما يحسبه تقريره للفترة %{from} – %{to}، مقارنة بالفترة السابقة المساوية لها في المدة. افتح أي بطاقة لعرض تقريرها.",
    dashboard_days: "إجمالي المبيعات والمواعيد يوميًا، %{from} – %{to}.",
  },
  columns: {
    figure: "الرقم",
    first_day: "اليوم الأول",
    last_day: "اليوم الأخير",
    tile: "الرقم",
    amount: "المبلغ",
    previous_amount: "المبلغ السابق",
    previous_value: "القيمة السابقة",
    change_pct: "التغيّر",
  },
};

export default dashboardReport;

/** Arabic texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "منتجات منخفضة المخزون",
      vouchers_expiring: "قسائم تنتهي خلال 30 يومًا",
    },
  },
  dashboard: {
    lists: {
      title: "القوائم الأعلى",
      top_services: "أفضل الخدمات",
      top_team_members: "أفضل أعضاء الفريق",
      low_stock: "مخزون منخفض",
      vouchers_expiring: "قسائم تنتهي خلال 30 يومًا",
      empty: "لا شيء لعرضه.",
      count: "الإجمالي: %{count}",
      view_report: "عرض التقرير",
      on_hand: "المتوفر: %{value}",
      expires: "تنتهي في %{date}",
    },
  },
};

export default dashboardLists;

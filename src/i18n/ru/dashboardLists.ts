/** Russian texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "Товары с низким остатком",
      vouchers_expiring: "Сертификаты, истекающие в течение 30 дней",
    },
  },
  dashboard: {
    lists: {
      title: "Лучшие показатели",
      top_services: "Лучшие услуги",
      top_team_members: "Лучшие сотрудники",
      low_stock: "Низкий остаток",
      vouchers_expiring: "Сертификаты, истекающие в течение 30 дней",
      empty: "Нечего показать.",
      count: "Всего: %{count}",
      view_report: "Открыть отчёт",
      on_hand: "В наличии: %{value}",
      expires: "Истекает %{date}",
    },
  },
};

export default dashboardLists;

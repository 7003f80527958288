/** English texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "Low-stock products",
      vouchers_expiring: "Vouchers expiring in 30 days",
    },
  },
  dashboard: {
    lists: {
      title: "Top lists",
      top_services: "Top services",
      top_team_members: "Top team members",
      low_stock: "Low stock",
      vouchers_expiring: "Vouchers expiring in 30 days",
      empty: "Nothing to show.",
      count: "In all: %{count}",
      view_report: "View report",
      on_hand: "%{value} on hand",
      expires: "Expires %{date}",
    },
  },
};

export default dashboardLists;

/** Spanish texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "Productos con poco stock",
      vouchers_expiring: "Bonos que caducan en 30 días",
    },
  },
  dashboard: {
    lists: {
      title: "Listas principales",
      top_services: "Servicios principales",
      top_team_members: "Miembros del equipo destacados",
      low_stock: "Poco stock",
      vouchers_expiring: "Bonos que caducan en 30 días",
      empty: "Nada que mostrar.",
      count: "En total: %{count}",
      view_report: "Ver informe",
      on_hand: "%{value} en stock",
      expires: "Caduca el %{date}",
    },
  },
};

export default dashboardLists;

/** Italian texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "Prodotti sotto scorta",
      vouchers_expiring: "Buoni in scadenza entro 30 giorni",
    },
  },
  dashboard: {
    lists: {
      title: "Classifiche",
      top_services: "Servizi più venduti",
      top_team_members: "Membri del team migliori",
      low_stock: "Scorte basse",
      vouchers_expiring: "Buoni in scadenza entro 30 giorni",
      empty: "Niente da mostrare.",
      count: "In tutto: %{count}",
      view_report: "Apri il report",
      on_hand: "%{value} in magazzino",
      expires: "Scade il %{date}",
    },
  },
};

export default dashboardLists;

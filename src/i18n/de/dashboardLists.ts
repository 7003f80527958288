/** German texts of the dashboards' lists (DOMAIN §5.2, §5.10), merged into `app.reports.*`. */
const dashboardLists = {
  values: {
    dashboard_figure: {
      low_stock: "Produkte mit niedrigem Bestand",
      vouchers_expiring: "Gutscheine, die in 30 Tagen ablaufen",
    },
  },
  dashboard: {
    lists: {
      title: "Top-Listen",
      top_services: "Top-Dienstleistungen",
      top_team_members: "Top-Teammitglieder",
      low_stock: "Niedriger Bestand",
      vouchers_expiring: "Gutscheine, die in 30 Tagen ablaufen",
      empty: "Nichts anzuzeigen.",
      count: "Insgesamt: %{count}",
      view_report: "Bericht öffnen",
      on_hand: "%{value} auf Lager",
      expires: "Läuft ab am %{date}",
    },
  },
};

export default dashboardLists;

/** German texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "Termine heute",
      appointments_next_7_days: "Termine, nächste 7 Tage",
      sales_today: "Umsatz heute",
      sales_this_month: "Umsatz diesen Monat",
    },
    dashboard_tile: {
      total_sales: "Gesamtumsatz",
      services: "Dienstleistungen",
      products: "Produkte",
      memberships: "Mitgliedschaften",
      voucher_sales: "Gutscheinverkäufe",
      average_sale: "Durchschnittlicher Verkauf",
      tips: "Trinkgelder",
      appointments: "Termine",
      online_pct: "Online gebucht",
      cancelled: "Storniert",
      no_show: "Nicht erschienen",
      occupancy_pct: "Auslastung",
      new_clients: "Neue Kunden",
      returning_clients: "Wiederkehrende Kunden",
    },
  },
  dashboard: {
    today: {
      title: "Heute",
      yesterday: "Gestern: %{value}",
    },
    previous: "Vorperiode: %{value}",
    change: "%{value} %",
    tiles: "Kennzahlen des Zeitraums",
    charts: {
      total_sales: "Gesamtumsatz pro Tag",
      appointments: "Termine pro Tag",
    },
  },
  basis: {
    dashboard_today:
      "Die Zahlen von heute in der Zeitzone des Unternehmens, jede so, wie ihr Bericht sie berechnet.",
    dashboard_tiles:
      "Jede Kennzahl so, wie ihr Bericht sie für %{from} – %{to} berechnet, verglichen mit dem gleich langen Vorzeitraum. Öffnen Sie eine Kachel für ihren Bericht.",
    dashboard_days: "Gesamtumsatz und Termine pro Tag, %{from} – %{to}.",
  },
  columns: {
    figure: "Kennzahl",
    first_day: "Erster Tag",
    last_day: "Letzter Tag",
    tile: "Kennzahl",
    amount: "Betrag",
    previous_amount: "Betrag zuvor",
    previous_value: "Wert zuvor",
    change_pct: "Veränderung",
  },
};

export default dashboardReport;

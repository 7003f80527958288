/** Italian texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "Appuntamenti di oggi",
      appointments_next_7_days: "Appuntamenti, prossimi 7 giorni",
      sales_today: "Vendite di oggi",
      sales_this_month: "Vendite di questo mese",
    },
    dashboard_tile: {
      total_sales: "Vendite totali",
      services: "Servizi",
      products: "Prodotti",
      memberships: "Abbonamenti",
      voucher_sales: "Vendite di buoni",
      average_sale: "Vendita media",
      tips: "Mance",
      appointments: "Appuntamenti",
      online_pct: "Prenotati online",
      cancelled: "Annullati",
      no_show: "Mancate presenze",
      occupancy_pct: "Occupazione",
      new_clients: "Nuovi clienti",
      returning_clients: "Clienti abituali",
    },
  },
  dashboard: {
    today: {
      title: "Oggi",
      yesterday: "Ieri: %{value}",
    },
    previous: "Periodo precedente: %{value}",
    change: "%{value} %",
    tiles: "Dati del periodo",
    charts: {
      total_sales: "Vendite totali al giorno",
      appointments: "Appuntamenti al giorno",
    },
  },
  basis: {
    dashboard_today:
      "I dati di oggi nel fuso orario dell'attività, ciascuno come lo calcola il suo report.",
    dashboard_tiles:
      "Ogni dato come lo calcola il suo report per %{from} – %{to}, confrontato con il periodo precedente di pari durata. Apri un riquadro per il suo report.",
    dashboard_days: "Vendite totali e appuntamenti al giorno, %{from} – %{to}.",
  },
  columns: {
    figure: "Dato",
    first_day: "Primo giorno",
    last_day: "Ultimo giorno",
    tile: "Dato",
    amount: "Importo",
    previous_amount: "Importo precedente",
    previous_value: "Valore precedente",
    change_pct: "Variazione",
  },
};

export default dashboardReport;

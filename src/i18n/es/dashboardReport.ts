/** Spanish texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_tile: {
      total_sales: "Ventas totales",
      services: "Servicios",
      products: "Productos",
      memberships: "Membresías",
      voucher_sales: "Venta de bonos",
      average_sale: "Venta media",
      tips: "Propinas",
      appointments: "Citas",
      online_pct: "Reservadas en línea",
      cancelled: "Canceladas",
      no_show: "No presentados",
      occupancy_pct: "Ocupación",
      new_clients: "Clientes nuevos",
      returning_clients: "Clientes recurrentes",
    },
  },
  dashboard: {
    previous: "Periodo anterior: %{value}",
    change: "%{value} %",
    tiles: "Cifras del periodo",
    charts: {
      total_sales: "Ventas totales por día",
      appointments: "Citas por día",
    },
  },
  basis: {
    dashboard_tiles:
      "Cada cifra como la calcula su informe para %{from} – %{to}, comparada con el periodo anterior de igual duración. Abra una tarjeta para ver su informe.",
    dashboard_days: "Ventas totales y citas por día, %{from} – %{to}.",
  },
  columns: {
    tile: "Cifra",
    amount: "Importe",
    previous_amount: "Importe anterior",
    previous_value: "Valor anterior",
    change_pct: "Variación",
  },
};

export default dashboardReport;

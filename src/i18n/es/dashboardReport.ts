/** Spanish texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "Citas de hoy",
      appointments_next_7_days: "Citas, próximos 7 días",
      sales_today: "Ventas de hoy",
      sales_this_month: "Ventas de este mes",
    },
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
    today: {
      title: "Hoy",
      yesterday: "Ayer: %{value}",
    },
    previous: "Periodo anterior: %{value}",
    change: "%{value} %",
    tiles: "Cifras del periodo",
    charts: {
      total_sales: "Ventas totales por día",
      appointments: "Citas por día",
    },
  },
  basis: {
    dashboard_today:
      "Cifras de hoy en la zona horaria del negocio, cada una como la calcula su informe.",
    dashboard_tiles:
      "Cada cifra como la calcula su informe para %{from} – %{to}, comparada con el periodo anterior de igual duración. Abra una tarjeta para ver su informe.",
    dashboard_days: "Ventas totales y citas por día, %{from} – %{to}.",
  },
  columns: {
    figure: "Cifra",
    first_day: "Primer día",
    last_day: "Último día",
    tile: "Cifra",
    amount: "Importe",
    previous_amount: "Importe anterior",
    previous_value: "Valor anterior",
    change_pct: "Variación",
  },
};

export default dashboardReport;

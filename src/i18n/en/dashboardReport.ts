/** English texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "Appointments today",
      appointments_next_7_days: "Appointments, next 7 days",
      sales_today: "Sales today",
      sales_this_month: "Sales this month",
    },
    dashboard_tile: {
      total_sales: "Total sales",
      services: "Services",
      products: "Products",
      memberships: "Memberships",
      voucher_sales: "Voucher sales",
      average_sale: "Average sale",
      tips: "Tips",
      appointments: "Appointments",
      online_pct: "Booked online",
      cancelled: "Cancelled",
      no_show: "No-shows",
      occupancy_pct: "Occupancy",
      new_clients: "New clients",
      returning_clients: "Returning clients",
    },
  },
  dashboard: {
    today: {
      title: "Today",
      yesterday: "Yesterday: %{value}",
    },
    previous: "Previous period: %{value}",
    change: "%{value} %",
    tiles: "Figures of the period",
    charts: {
      total_sales: "Total sales per day",
      appointments: "Appointments per day",
    },
  },
  basis: {
    dashboard_today:
      "Today's figures in the business's time zone, each as its report computes it.",
    dashboard_tiles:
      "Each figure as its report computes it for %{from} – %{to}, compared with the previous period of equal length. Open a tile for its report.",
    dashboard_days: "Total sales and appointments per day, %{from} – %{to}.",
  },
  columns: {
    figure: "Figure",
    first_day: "First day",
    last_day: "Last day",
    tile: "Figure",
    amount: "Amount",
    previous_amount: "Previous amount",
    previous_value: "Previous value",
    change_pct: "Change",
  },
};

export default dashboardReport;

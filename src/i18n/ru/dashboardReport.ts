/** Russian texts of the reports dashboard (DOMAIN §5.10), merged into `app.reports.*`. */
const dashboardReport = {
  values: {
    dashboard_figure: {
      appointments_today: "Записи сегодня",
      appointments_next_7_days: "Записи на 7 дней вперёд",
      sales_today: "Продажи сегодня",
      sales_this_month: "Продажи за месяц",
    },
    dashboard_tile: {
      total_sales: "Общие продажи",
      services: "Услуги",
      products: "Товары",
      memberships: "Абонементы",
      voucher_sales: "Продажи сертификатов",
      average_sale: "Средняя продажа",
      tips: "Чаевые",
      appointments: "Записи",
      online_pct: "Онлайн-записи",
      cancelled: "Отменены",
      no_show: "Неявки",
      occupancy_pct: "Загрузка",
      new_clients: "Новые клиенты",
      returning_clients: "Повторные клиенты",
    },
  },
  dashboard: {
    today: {
      title: "Сегодня",
      yesterday: "Вчера: %{value}",
    },
    previous: "Предыдущий период: %{value}",
    change: "%{value} %",
    tiles: "Показатели периода",
    charts: {
      total_sales: "Общие продажи по дням",
      appointments: "Записи по дням",
    },
  },
  basis: {
    dashboard_today:
      "Показатели за сегодня в часовом поясе компании, каждый так, как его считает отчёт.",
    dashboard_tiles:
      "Каждый показатель так, как его считает отчёт за %{from} – %{to}, в сравнении с предыдущим периодом той же длины. Откройте плитку, чтобы увидеть отчёт.",
    dashboard_days: "Общие продажи и записи по дням, %{from} – %{to}.",
  },
  columns: {
    figure: "Показатель",
    first_day: "Первый день",
    last_day: "Последний день",
    tile: "Показатель",
    amount: "Сумма",
    previous_amount: "Сумма ранее",
    previous_value: "Значение ранее",
    change_pct: "Изменение",
  },
};

export default dashboardReport;

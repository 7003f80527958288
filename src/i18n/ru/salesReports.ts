import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** Russian texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    payment_type_id: "Способ оплаты",
    tax_rate_id: "Налоговая ставка",
    item_type: "Тип позиции",
    client_id: "Клиент",
    client_type: "Тип клиента",
  },
  choices: {
    group_by: {
      payment_type: "Способ оплаты",
      kind: "Продажа или возврат",
      week: "Неделя",
      quarter: "Квартал",
      item: "Позиция",
      type: "Тип",
      client: "Клиент",
      hour: "Час",
      month: "Месяц",
      year: "Год",
    },
    client_type: {
      new: "Новые клиенты",
      returning: "Постоянные клиенты",
      walk_in: "Без записи",
    },
  },
  values: {
    payment_row_kind: {
      payment: "Продажа",
      refund: "Возврат",
    },
    item_type: {
      service: "Услуга",
      product: "Товар",
      membership: "Абонемент",
      voucher: "Сертификат",
    },
    transaction_section: {
      sales: "Продажи",
      payments: "Платежи",
    },
    weekday: {
      "1": "Понедельник",
      "2": "Вторник",
      "3": "Среда",
      "4": "Четверг",
      "5": "Пятница",
      "6": "Суббота",
      "7": "Воскресенье",
    },
  },
  empty: {
    no_tax: "Без налога",
    unassigned: "Не назначено",
  },
  basis: {
    payment_time:
      "Платежи по дате получения или возврата, в каждом филиале, %{from} – %{to}.",
    transaction_time:
      "Продажи и возвраты по их датам, платежи по дате получения, в каждом филиале, %{from} – %{to}. Аннулированные продажи не входят в продажи; их платежи и сторно учитываются каждый в свою дату.",
    sale_and_refund_time:
      "Продажи по их дате, возвраты — по своей, в каждом филиале, %{from} – %{to}. Аннулированные продажи не учитываются.",
  },
  columns: {
    transactions: "Транзакции",
    net: "Чистыми",
    tips: "В том числе чаевые",
    refunded: "Возвращено",
    average_tip: "Средние чаевые",
    tax_name: "Налог",
    rate_pct: "Ставка",
    taxable: "Облагаемая сумма",
    section: "Раздел",
    line: "Строка",
    sales_qty: "Продано позиций",
    collected: "Получено",
    refunds_paid: "Выплачено возвратов",
    net_collected: "Получено чистыми",
    item_type: "Тип позиции",
    treatment_type: "Тип процедуры",
    items_sold: "Продано позиций",
    gross_sales: "Валовые продажи",
    discounts: "Скидки",
    refund_qty: "Возвращено позиций",
    refunds: "Возвраты",
    net_sales: "Чистые продажи",
    tax: "Налог",
    pct_of_net: "Доля чистых продаж",
    sales_count: "Продажи",
    average_net: "Средняя чистая продажа",
    last_sale_date: "Последняя продажа",
    cogs: "Себестоимость",
    gross_profit: "Валовая прибыль",
    margin_pct: "Маржа",
  },
  memo: {
    voucher_redemptions: "Погашения сертификатов (вне платежей)",
    tips: "Чаевые (входят в платежи)",
    voucher_sales: "Продажи сертификатов (вне общих продаж)",
  },
};

export default salesReports;

/** Russian texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "Ожидает",
      reversed: "Сторнирована",
    },
  },
  basis: {
    commission_time:
      "Комиссия по дате начисления (продажа полностью оплачена) или сторнирования (возврат или аннулирование), по каждому филиалу, %{from} – %{to}. Сторно показаны отрицательными строками.",
  },
  columns: {
    item_name: "Позиция",
    quantity: "Кол-во",
    sale_value: "Сумма продажи",
    discount: "Вычтенная скидка",
    base: "База комиссии",
    fixed_amount: "Фикс. за единицу",
    commission: "Комиссия",
    entries: "Записи",
  },
};

export default commissionReport;

/** Russian texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "Остаток на дату",
    expiry_from: "Истекает с",
    expiry_to: "Истекает по",
  },
  values: {
    voucher_status: {
      unpaid: "Не оплачен",
      valid: "Активен",
      redeemed: "Погашен",
      expired: "Истёк",
      refunded: "Возвращён",
      void: "Аннулирован",
    },
  },
  empty: {
    custom_amount: "Произвольная сумма",
  },
  basis: {
    voucher_issue_date:
      "Сертификаты по дате выпуска, %{from} – %{to}; суммы и остатки по журналу каждого сертификата на текущий момент. Сертификат после даты окончания считается истёкшим.",
  },
  columns: {
    balance_on: "Остаток на дату",
    code: "Код",
    voucher_type_name: "Тип сертификата",
    issue_date: "Выпущен",
    expiry_date: "Действует до",
    invoice_number: "Счёт",
    purchaser_name: "Покупатель",
    purchaser_mobile: "Телефон покупателя",
    purchaser_email: "E-mail покупателя",
    recipient_name: "Получатель",
    recipient_email: "E-mail получателя",
    face_value: "Номинал",
    price_paid: "Оплачено",
    redeemed: "Погашено",
    expired: "Сгорело",
    balance: "Остаток (обязательство)",
  },
};

export default voucherReport;

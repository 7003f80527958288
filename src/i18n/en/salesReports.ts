/** English texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports = {
  filters: {
    payment_type_id: "Payment type",
    tax_rate_id: "Tax rate",
    item_type: "Item type",
    client_id: "Client",
    client_type: "Client type",
  },
  choices: {
    group_by: {
      payment_type: "Payment type",
      kind: "Sale or refund",
      week: "Week",
      quarter: "Quarter",
      item: "Item",
      type: "Type",
      client: "Client",
      hour: "Hour",
      month: "Month",
      year: "Year",
    },
    client_type: {
      new: "New clients",
      returning: "Returning clients",
      walk_in: "Walk-ins",
    },
  },
  values: {
    payment_row_kind: {
      payment: "Sale",
      refund: "Refund",
    },
    item_type: {
      service: "Service",
      product: "Product",
      membership: "Membership",
      voucher: "Voucher",
    },
    transaction_section: {
      sales: "Sales",
      payments: "Payments",
    },
    weekday: {
      "1": "Monday",
      "2": "Tuesday",
      "3": "Wednesday",
      "4": "Thursday",
      "5": "Friday",
      "6": "Saturday",
      "7": "Sunday",
    },
  },
  empty: {
    no_tax: "No tax",
    unassigned: "Unassigned",
  },
  basis: {
    payment_time:
      "Payments by the date they were taken or paid back, at each location, %{from} – %{to}.",
    transaction_time:
      "Sales and refunds by their dates, payments by the date they were taken, at each location, %{from} – %{to}. Voided sales are left out of sales; their payments and reversals each count on their own date.",
    sale_and_refund_time:
      "Sales by their date and refunds by theirs, at each location, %{from} – %{to}. Voided sales are left out.",
  },
  columns: {
    transactions: "Transactions",
    net: "Net",
    tips: "Of which tips",
    refunded: "Refunded",
    average_tip: "Average tip",
    tax_name: "Tax",
    rate_pct: "Rate",
    taxable: "Taxable amount",
    section: "Part",
    line: "Line",
    sales_qty: "Items sold",
    collected: "Collected",
    refunds_paid: "Refunds paid",
    net_collected: "Net collected",
    item_type: "Item type",
    treatment_type: "Treatment type",
    items_sold: "Items sold",
    gross_sales: "Gross sales",
    discounts: "Discounts",
    refund_qty: "Items refunded",
    refunds: "Refunds",
    net_sales: "Net sales",
    tax: "Tax",
    pct_of_net: "Of net sales",
    sales_count: "Sales",
    average_net: "Average net sale",
    last_sale_date: "Last sale",
    cogs: "Cost of goods",
    gross_profit: "Gross profit",
    margin_pct: "Margin",
  },
  memo: {
    voucher_redemptions: "Voucher redemptions (outside payments)",
    tips: "Tips (included in payments)",
    voucher_sales: "Voucher sales (outside total sales)",
  },
};

export default salesReports;

/** English texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "Pending",
      reversed: "Reversed",
    },
  },
  basis: {
    commission_time:
      "Commission by the date it was earned (the sale fully paid) or reversed (a refund or void), at each location, %{from} – %{to}. Reversals are negative rows.",
  },
  columns: {
    item_name: "Item",
    quantity: "Qty",
    sale_value: "Sale value",
    discount: "Discount deducted",
    base: "Commission base",
    fixed_amount: "Fixed per unit",
    commission: "Commission",
    entries: "Entries",
  },
};

export default commissionReport;

/** Italian texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "In sospeso",
      reversed: "Stornata",
    },
  },
  basis: {
    commission_time:
      "Provvigioni per data di maturazione (vendita interamente pagata) o di storno (rimborso o annullamento), per sede, %{from} – %{to}. Gli storni sono righe negative.",
  },
  columns: {
    item_name: "Articolo",
    quantity: "Qtà",
    sale_value: "Valore di vendita",
    discount: "Sconto dedotto",
    base: "Base provvigionale",
    fixed_amount: "Fisso per unità",
    commission: "Provvigione",
    entries: "Movimenti",
  },
};

export default commissionReport;

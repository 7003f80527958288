/** German texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "Offen",
      reversed: "Storniert",
    },
  },
  basis: {
    commission_time:
      "Provisionen nach dem Datum, an dem sie verdient (Verkauf vollständig bezahlt) oder storniert (Erstattung oder Storno) wurden, je Standort, %{from} – %{to}. Stornierungen sind negative Zeilen.",
  },
  columns: {
    item_name: "Artikel",
    quantity: "Menge",
    sale_value: "Verkaufswert",
    discount: "Abgezogener Rabatt",
    base: "Provisionsbasis",
    fixed_amount: "Fest pro Stück",
    commission: "Provision",
    entries: "Buchungen",
  },
};

export default commissionReport;

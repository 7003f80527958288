import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** German texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    payment_type_id: "Zahlungsart",
    tax_rate_id: "Steuersatz",
    item_type: "Artikeltyp",
    client_id: "Kunde",
    client_type: "Kundentyp",
  },
  choices: {
    group_by: {
      payment_type: "Zahlungsart",
      kind: "Verkauf oder Erstattung",
      week: "Woche",
      quarter: "Quartal",
      item: "Artikel",
      type: "Typ",
      client: "Kunde",
      hour: "Stunde",
      month: "Monat",
      year: "Jahr",
    },
    client_type: {
      new: "Neukunden",
      returning: "Stammkunden",
      walk_in: "Laufkundschaft",
    },
  },
  values: {
    payment_row_kind: {
      payment: "Verkauf",
      refund: "Erstattung",
    },
    item_type: {
      service: "Dienstleistung",
      product: "Produkt",
      membership: "Mitgliedschaft",
      voucher: "Gutschein",
    },
    transaction_section: {
      sales: "Verkäufe",
      payments: "Zahlungen",
    },
    weekday: {
      "1": "Montag",
      "2": "Dienstag",
      "3": "Mittwoch",
      "4": "Donnerstag",
      "5": "Freitag",
      "6": "Samstag",
      "7": "Sonntag",
    },
  },
  empty: {
    no_tax: "Keine Steuer",
    unassigned: "Nicht zugeordnet",
  },
  basis: {
    payment_time:
      "Zahlungen nach dem Tag, an dem sie kassiert oder erstattet wurden, je Standort, %{from} – %{to}.",
    transaction_time:
      "Verkäufe und Erstattungen nach ihrem Datum, Zahlungen nach dem Tag, an dem sie kassiert wurden, je Standort, %{from} – %{to}. Stornierte Verkäufe zählen nicht als Umsatz; ihre Zahlungen und Rückbuchungen zählen jeweils an ihrem Tag.",
    sale_and_refund_time:
      "Verkäufe nach ihrem Datum und Erstattungen nach ihrem, je Standort, %{from} – %{to}. Stornierte Verkäufe sind nicht enthalten.",
  },
  columns: {
    transactions: "Transaktionen",
    net: "Netto",
    tips: "Davon Trinkgeld",
    refunded: "Erstattet",
    average_tip: "Durchschnittliches Trinkgeld",
    tax_name: "Steuer",
    rate_pct: "Satz",
    taxable: "Steuerpflichtiger Betrag",
    section: "Teil",
    line: "Zeile",
    sales_qty: "Verkaufte Artikel",
    collected: "Eingenommen",
    refunds_paid: "Ausgezahlte Erstattungen",
    net_collected: "Netto eingenommen",
    item_type: "Artikeltyp",
    treatment_type: "Behandlungsart",
    items_sold: "Verkaufte Artikel",
    gross_sales: "Bruttoumsatz",
    discounts: "Rabatte",
    refund_qty: "Erstattete Artikel",
    refunds: "Erstattungen",
    net_sales: "Nettoumsatz",
    tax: "Steuer",
    pct_of_net: "Anteil am Nettoumsatz",
    sales_count: "Verkäufe",
    average_net: "Durchschnittlicher Nettoverkauf",
    last_sale_date: "Letzter Verkauf",
    cogs: "Wareneinsatz",
    gross_profit: "Rohertrag",
    margin_pct: "Marge",
  },
  memo: {
    voucher_redemptions: "Gutscheineinlösungen (außerhalb der Zahlungen)",
    tips: "Trinkgelder (in den Zahlungen enthalten)",
    voucher_sales: "Gutscheinverkäufe (außerhalb des Gesamtumsatzes)",
  },
};

export default salesReports;

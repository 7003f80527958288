import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** Italian texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    payment_type_id: "Metodo di pagamento",
    tax_rate_id: "Aliquota",
    item_type: "Tipo di articolo",
    client_id: "Cliente",
    client_type: "Tipo di cliente",
  },
  choices: {
    group_by: {
      payment_type: "Metodo di pagamento",
      kind: "Vendita o rimborso",
      week: "Settimana",
      quarter: "Trimestre",
      item: "Articolo",
      type: "Tipo",
      client: "Cliente",
      hour: "Ora",
      month: "Mese",
      year: "Anno",
    },
    client_type: {
      new: "Nuovi clienti",
      returning: "Clienti abituali",
      walk_in: "Senza appuntamento",
    },
  },
  values: {
    payment_row_kind: {
      payment: "Vendita",
      refund: "Rimborso",
    },
    item_type: {
      service: "Servizio",
      product: "Prodotto",
      membership: "Abbonamento",
      voucher: "Buono",
    },
    transaction_section: {
      sales: "Vendite",
      payments: "Pagamenti",
    },
    weekday: {
      "1": "Lunedì",
      "2": "Martedì",
      "3": "Mercoledì",
      "4": "Giovedì",
      "5": "Venerdì",
      "6": "Sabato",
      "7": "Domenica",
    },
  },
  empty: {
    no_tax: "Nessuna imposta",
    unassigned: "Non assegnato",
  },
  basis: {
    payment_time:
      "Pagamenti per la data di incasso o di rimborso, in ogni sede, %{from} – %{to}.",
    transaction_time:
      "Vendite e rimborsi per le loro date, pagamenti per la data di incasso, in ogni sede, %{from} – %{to}. Le vendite annullate non contano come vendite; i loro pagamenti e storni contano ciascuno nella propria data.",
    sale_and_refund_time:
      "Vendite per la loro data e rimborsi per la loro, in ogni sede, %{from} – %{to}. Le vendite annullate sono escluse.",
  },
  columns: {
    transactions: "Transazioni",
    net: "Netto",
    tips: "Di cui mance",
    refunded: "Rimborsato",
    average_tip: "Mancia media",
    tax_name: "Imposta",
    rate_pct: "Aliquota",
    taxable: "Imponibile",
    section: "Parte",
    line: "Riga",
    sales_qty: "Articoli venduti",
    collected: "Incassato",
    refunds_paid: "Rimborsi pagati",
    net_collected: "Incassato netto",
    item_type: "Tipo di articolo",
    treatment_type: "Tipo di trattamento",
    items_sold: "Articoli venduti",
    gross_sales: "Vendite lorde",
    discounts: "Sconti",
    refund_qty: "Articoli rimborsati",
    refunds: "Rimborsi",
    net_sales: "Vendite nette",
    tax: "Imposte",
    pct_of_net: "Delle vendite nette",
    sales_count: "Vendite",
    average_net: "Vendita netta media",
    last_sale_date: "Ultima vendita",
    cogs: "Costo del venduto",
    gross_profit: "Utile lordo",
    margin_pct: "Margine",
  },
  memo: {
    voucher_redemptions: "Riscatti di buoni (fuori dai pagamenti)",
    tips: "Mance (incluse nei pagamenti)",
    voucher_sales: "Vendite di buoni (fuori dalle vendite totali)",
  },
};

export default salesReports;

/** Italian texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "Saldo al",
    expiry_from: "Scade dal",
    expiry_to: "Scade fino al",
  },
  values: {
    voucher_status: {
      unpaid: "Non pagato",
      valid: "Attivo",
      redeemed: "Riscattato",
      expired: "Scaduto",
      refunded: "Rimborsato",
      void: "Annullato",
    },
  },
  empty: {
    custom_amount: "Importo libero",
  },
  basis: {
    voucher_issue_date:
      "Buoni per data di emissione, %{from} – %{to}; importi e saldi dal registro di ogni buono fino a ora. Un buono oltre la data di scadenza conta come scaduto.",
  },
  columns: {
    balance_on: "Saldo alla data",
    code: "Codice",
    voucher_type_name: "Tipo di buono",
    issue_date: "Emesso",
    expiry_date: "Scade",
    invoice_number: "Fattura",
    purchaser_name: "Acquirente",
    purchaser_mobile: "Cellulare dell'acquirente",
    purchaser_email: "E-mail dell'acquirente",
    recipient_name: "Destinatario",
    recipient_email: "E-mail del destinatario",
    face_value: "Valore nominale",
    price_paid: "Prezzo pagato",
    redeemed: "Riscattato",
    expired: "Scaduto",
    balance: "Saldo (passività)",
  },
};

export default voucherReport;

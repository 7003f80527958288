/** German texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "Guthaben am",
    expiry_from: "Läuft ab ab",
    expiry_to: "Läuft ab bis",
  },
  values: {
    voucher_status: {
      unpaid: "Unbezahlt",
      valid: "Aktiv",
      redeemed: "Eingelöst",
      expired: "Abgelaufen",
      refunded: "Erstattet",
      void: "Storniert",
    },
  },
  empty: {
    custom_amount: "Freier Betrag",
  },
  basis: {
    voucher_issue_date:
      "Gutscheine nach Ausstellungsdatum, %{from} – %{to}; Beträge und Guthaben aus dem Konto jedes Gutscheins bis jetzt. Ein Gutschein nach seinem Ablaufdatum gilt als abgelaufen.",
  },
  columns: {
    balance_on: "Guthaben am Stichtag",
    code: "Code",
    voucher_type_name: "Gutscheinart",
    issue_date: "Ausgestellt",
    expiry_date: "Läuft ab",
    invoice_number: "Rechnung",
    purchaser_name: "Käufer",
    purchaser_mobile: "Mobilnummer des Käufers",
    purchaser_email: "E-Mail des Käufers",
    recipient_name: "Empfänger",
    recipient_email: "E-Mail des Empfängers",
    face_value: "Nennwert",
    price_paid: "Bezahlter Preis",
    redeemed: "Eingelöst",
    expired: "Verfallen",
    balance: "Guthaben (Verbindlichkeit)",
  },
};

export default voucherReport;

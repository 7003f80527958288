/** Spanish texts of the issued vouchers report (DOMAIN §5.7), merged into `app.reports.*`. */
const voucherReport = {
  filters: {
    balance_on: "Saldo a fecha de",
    expiry_from: "Caduca desde",
    expiry_to: "Caduca hasta",
  },
  values: {
    voucher_status: {
      unpaid: "Sin pagar",
      valid: "Activo",
      redeemed: "Canjeado",
      expired: "Caducado",
      refunded: "Reembolsado",
      void: "Anulado",
    },
  },
  empty: {
    custom_amount: "Importe personalizado",
  },
  basis: {
    voucher_issue_date:
      "Bonos por fecha de emisión, %{from} – %{to}; importes y saldos del registro de cada bono hasta ahora. Un bono pasada su fecha de caducidad cuenta como caducado.",
  },
  columns: {
    balance_on: "Saldo a la fecha",
    code: "Código",
    voucher_type_name: "Tipo de bono",
    issue_date: "Emitido",
    expiry_date: "Caduca",
    invoice_number: "Factura",
    purchaser_name: "Comprador",
    purchaser_mobile: "Móvil del comprador",
    purchaser_email: "Correo del comprador",
    recipient_name: "Destinatario",
    recipient_email: "Correo del destinatario",
    face_value: "Valor nominal",
    price_paid: "Precio pagado",
    redeemed: "Canjeado",
    expired: "Caducado",
    balance: "Saldo (pasivo)",
  },
};

export default voucherReport;

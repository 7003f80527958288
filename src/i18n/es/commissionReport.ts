/** Spanish texts of the commission detailed report (DOMAIN §5.9), merged into `app.reports.*`. */
const commissionReport = {
  values: {
    commission_status: {
      pending: "Pendiente",
      reversed: "Revertida",
    },
  },
  basis: {
    commission_time:
      "Comisiones por la fecha en que se ganaron (venta pagada por completo) o se revirtieron (reembolso o anulación), en cada ubicación, %{from} – %{to}. Las reversiones son filas negativas.",
  },
  columns: {
    item_name: "Artículo",
    quantity: "Cant.",
    sale_value: "Valor de venta",
    discount: "Descuento deducido",
    base: "Base de comisión",
    fixed_amount: "Fijo por unidad",
    commission: "Comisión",
    entries: "Registros",
  },
};

export default commissionReport;

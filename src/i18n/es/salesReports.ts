import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** Spanish texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    payment_type_id: "Forma de pago",
    tax_rate_id: "Tipo impositivo",
    item_type: "Tipo de artículo",
    client_id: "Cliente",
    client_type: "Tipo de cliente",
  },
  choices: {
    group_by: {
      payment_type: "Forma de pago",
      kind: "Venta o devolución",
      week: "Semana",
      quarter: "Trimestre",
      item: "Artículo",
      type: "Tipo",
      client: "Cliente",
      hour: "Hora",
      month: "Mes",
      year: "Año",
    },
    client_type: {
      new: "Clientes nuevos",
      returning: "Clientes recurrentes",
      walk_in: "Sin cita",
    },
  },
  values: {
    payment_row_kind: {
      payment: "Venta",
      refund: "Devolución",
    },
    item_type: {
      service: "Servicio",
      product: "Producto",
      membership: "Bono",
      voucher: "Vale",
    },
    transaction_section: {
      sales: "Ventas",
      payments: "Pagos",
    },
    weekday: {
      "1": "Lunes",
      "2": "Martes",
      "3": "Miércoles",
      "4": "Jueves",
      "5": "Viernes",
      "6": "Sábado",
      "7": "Domingo",
    },
  },
  empty: {
    no_tax: "Sin impuesto",
    unassigned: "Sin asignar",
  },
  basis: {
    payment_time:
      "Pagos por la fecha en que se cobraron o devolvieron, en cada centro, %{from} – %{to}.",
    transaction_time:
      "Ventas y devoluciones por sus fechas, pagos por la fecha en que se cobraron, en cada centro, %{from} – %{to}. Las ventas anuladas no cuentan como ventas; sus pagos y anulaciones cuentan cada uno en su fecha.",
    sale_and_refund_time:
      "Ventas por su fecha y devoluciones por la suya, en cada centro, %{from} – %{to}. Las ventas anuladas no se incluyen.",
  },
  columns: {
    transactions: "Transacciones",
    net: "Neto",
    tips: "De ello, propinas",
    refunded: "Devuelto",
    average_tip: "Propina media",
    tax_name: "Impuesto",
    rate_pct: "Tipo",
    taxable: "Base imponible",
    section: "Parte",
    line: "Línea",
    sales_qty: "Artículos vendidos",
    collected: "Cobrado",
    refunds_paid: "Devoluciones pagadas",
    net_collected: "Cobrado neto",
    item_type: "Tipo de artículo",
    treatment_type: "Tipo de tratamiento",
    items_sold: "Artículos vendidos",
    gross_sales: "Ventas brutas",
    discounts: "Descuentos",
    refund_qty: "Artículos devueltos",
    refunds: "Devoluciones",
    net_sales: "Ventas netas",
    tax: "Impuestos",
    pct_of_net: "De las ventas netas",
    sales_count: "Ventas",
    average_net: "Venta neta media",
    last_sale_date: "Última venta",
    cogs: "Coste de la mercancía",
    gross_profit: "Beneficio bruto",
    margin_pct: "Margen",
  },
  memo: {
    voucher_redemptions: "Canjes de vales (fuera de los pagos)",
    tips: "Propinas (incluidas en los pagos)",
    voucher_sales: "Ventas de vales (fuera de las ventas totales)",
  },
};

export default salesReports;

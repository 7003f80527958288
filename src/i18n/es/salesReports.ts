import type { CatalogueOf } from "../en";
import type en from "../en/salesReports";

/** Spanish texts of the sales report screens (DOMAIN §5.4), merged into `app.reports.*`. */
const salesReports: CatalogueOf<typeof en> = {
  filters: {
    item_type: "Tipo de artículo",
    client_id: "Cliente",
    client_type: "Tipo de cliente",
  },
  choices: {
    group_by: {
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
    unassigned: "Sin asignar",
  },
  basis: {
    transaction_time:
      "Ventas y devoluciones por sus fechas, pagos por la fecha en que se cobraron, en cada centro, %{from} – %{to}. Las ventas anuladas no cuentan como ventas; sus pagos y anulaciones cuentan cada uno en su fecha.",
    sale_and_refund_time:
      "Ventas por su fecha y devoluciones por la suya, en cada centro, %{from} – %{to}. Las ventas anuladas no se incluyen.",
  },
  columns: {
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

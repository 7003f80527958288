import type { CatalogueOf } from "../../en";
import type enStockMovements from "../../en/resources/stock-movements";

/** Spanish texts of `resources.stock-movements`. */
const stockMovements: CatalogueOf<typeof enStockMovements> = {
  name: "Movimiento de stock |||| Movimientos de stock",
  fields: {
    id: "Id",
    occurred_at: "Fecha",
    product_id: "Producto",
    product_name: "Producto",
    location_id: "Local",
    location_name: "Local",
    type: "Tipo",
    quantity_change: "Cambio",
    quantity_after: "Disponible después",
    unit_cost: "Coste unitario",
    value_change: "Cambio de valor",
    reference_label: "Documento",
    reason_text: "Motivo",
    performed_by_name: "Por",
  },
  filters: {
    product_id: "Producto",
    location_id: "Local",
    type: "Tipo",
    from: "Desde",
    to: "Hasta",
  },
  types: {
    opening_balance: "Saldo inicial",
    purchase_received: "Compra recibida",
    sale: "Venta",
    sale_return: "Devolución de venta",
    stock_take_adjustment: "Ajuste de recuento",
    adjust_increase: "Aumento",
    adjust_decrease: "Disminución",
    internal_use: "Uso interno",
  },
};

export default stockMovements;

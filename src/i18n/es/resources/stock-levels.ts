import type { CatalogueOf } from "../../en";
import type enStockLevels from "../../en/resources/stock-levels";

/** Spanish texts of `resources.stock-levels`. */
const stockLevels: CatalogueOf<typeof enStockLevels> = {
  name: "Existencias disponibles |||| Existencias disponibles",
  fields: {
    id: "Id",
    product_id: "Producto",
    product_name: "Producto",
    sku: "SKU",
    barcode: "Código de barras",
    brand_name: "Marca",
    category_name: "Categoría",
    supplier_name: "Proveedor",
    location_id: "Local",
    location_name: "Local",
    on_hand: "Disponible",
    low_stock_level: "Nivel de stock bajo",
    reorder_quantity: "Cantidad de pedido",
    status: "Estado",
    avg_cost: "Coste medio",
    value_at_cost: "Valor a coste",
    retail_price: "Precio de venta",
    value_at_retail: "Valor a precio de venta",
    actions: "Acciones",
  },
  filters: {
    location_id: "Local",
    status: "Estado",
    brand_id: "Marca",
    category_id: "Categoría",
    supplier_id: "Proveedor",
    archived: "Incluir productos archivados",
  },
  statuses: {
    ok: "En stock",
    low: "Bajo",
    out: "Agotado",
  },
  actions: {
    adjust: "Ajustar stock",
    adjust_for: "Ajustar stock: %{product} en %{location}",
    history: "Historial",
    history_for: "Historial: %{product} en %{location}",
    movements: "Historial de movimientos",
  },
  adjust: {
    title: "Ajustar stock: %{product} en %{location}",
    type: "Ajuste",
    quantity: "Cantidad",
    reason: "Motivo",
    unit_cost: "Coste unitario",
    unit_cost_help: "Vacío: el coste medio actual",
    current: "Disponible ahora: %{count}",
    after: "Disponible tras guardar: %{count}",
    submit: "Ajustar stock",
    done: "Stock ajustado: %{product}, disponible %{count}",
  },
  validation: {
    quantity: "Introduce un número entero mayor que 0",
    reason: "Indica el motivo del ajuste",
    not_negative: "No puede ser negativo",
  },
};

export default stockLevels;

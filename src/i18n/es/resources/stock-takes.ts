import type { CatalogueOf } from "../../en";
import type enStockTakes from "../../en/resources/stock-takes";

/** Spanish texts of `resources.stock-takes`. */
const stockTakes: CatalogueOf<typeof enStockTakes> = {
  name: "Recuento de inventario |||| Recuentos de inventario",
  fields: {
    id: "Id",
    reference: "Referencia",
    location_id: "Local",
    location_name: "Local",
    scope: "Alcance",
    scope_ids: "Alcance",
    status: "Estado",
    started_at: "Iniciado",
    completed_at: "Completado",
    notes: "Notas",
    counted_lines: "Contadas",
    total_lines: "Líneas",
    variance_units: "Diferencia (unidades)",
    variance_cost: "Diferencia a coste",
    product_name: "Producto",
    expected_qty: "Esperado",
    counted_qty: "Contado",
    difference: "Diferencia",
    unit_cost: "Coste unitario",
    cost_difference: "Diferencia a coste",
  },
  filters: {
    status: "Estado",
    location_id: "Local",
  },
  statuses: {
    in_progress: "En curso",
    completed: "Completado",
    cancelled: "Cancelado",
  },
  scopes: {
    all: "Todos los productos",
    category: "Categorías",
    brand: "Marcas",
    selected: "Productos seleccionados",
  },
  scope_labels: {
    category: "Categorías",
    brand: "Marcas",
    selected: "Productos",
  },
  validation: {
    scope_ids: "Elige al menos uno",
    count: "Número entero, 0 o más",
  },
  actions: {
    start: "Iniciar recuento",
    complete: "Completar",
    resnapshot: "Volver a tomar líneas movidas (%{smart_count})",
    cancel: "Cancelar recuento",
  },
  count: {
    progress: "%{counted} de %{total} contadas",
    scan: "Escanea o escribe código de barras / SKU",
    scan_help:
      "Intro busca el producto; Intro en su recuento guarda y vuelve aquí",
    save: "Guardar recuentos",
    saved: "Recuentos guardados (%{smart_count})",
    not_found: "Ninguna línea de este recuento coincide con «%{code}»",
    found: "%{product}: escribe el recuento y pulsa Intro",
    lines: "Líneas a contar",
    codes: "SKU · código de barras",
    moved: "Movido desde el inicio del recuento",
    counted_for: "Contado: %{product}",
    save_first: "Guarda los recuentos antes de completar",
  },
  resnapshot: {
    help: "%{smart_count} línea(s) se movieron tras iniciar el recuento (una venta o recepción): vuelve a tomarlas para usar la cantidad actual como esperada.",
    done: "Cantidades esperadas tomadas de nuevo (%{smart_count} líneas)",
  },
  complete: {
    title: "¿Completar %{reference}?",
    content:
      "%{counted} de %{total} líneas están contadas. Cada línea contada con diferencia registra un ajuste de recuento.",
    uncounted_as_zero: "Tratar las líneas no contadas como cero",
    done: "%{reference} completado",
  },
  cancel: {
    title: "¿Cancelar %{reference}?",
    content: "No se registra nada; los recuentos se conservan como referencia.",
    done: "%{reference} cancelado",
  },
};

export default stockTakes;

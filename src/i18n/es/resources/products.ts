import type { CatalogueOf } from "../../en";
import type enProducts from "../../en/resources/products";

/**
 * Spanish texts of the products resource (`resources.products`).
 */
const products: CatalogueOf<typeof enProducts> = {
  name: "Producto |||| Productos",
  empty: {
    title: "Aún no hay productos",
    invite:
      "Añade los productos que vendes y usas, con sus precios y existencias.",
  },
  fields: {
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
    image_path: "Imagen",
    barcode: "Código de barras",
    sku: "SKU",
    brand_id: "Marca",
    category_id: "Categoría",
    supplier_id: "Proveedor",
    usage_type: "Uso",
    measure_amount: "Medida",
    measure_unit: "Unidad",
    supply_price: "Precio de coste",
    retail_price: "Precio de venta",
    retail_sales_enabled: "Se vende en caja",
    commission_enabled: "Genera comisión",
    tax_rate_id: "Tipo de impuesto",
    track_stock: "Controlar stock",
    low_stock_level: "Nivel de stock bajo",
    reorder_quantity: "Cantidad a pedir",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  usage_types: {
    retail: "Venta",
    professional: "Profesional (uso interno)",
    both: "Venta y profesional",
  },
  units: {
    ml: "ml",
    g: "g",
    oz: "oz",
    pcs: "unidades",
  },
  sections: {
    pricing: "Precios",
    stock: "Stock",
  },
  helpers: {
    supplier: "El proveedor por defecto de los pedidos de compra.",
    supply_price: "Coste por unidad, sin impuestos.",
    tax_rate: "Déjalo vacío para usar el impuesto de productos del centro.",
    location_tax: "Por defecto del centro",
  },
  markup: "Margen: %{pct} %",
  not_for_sale: "No se vende en caja",
  validation: {
    whole_number: "Introduce un número entero.",
    code: "Usa solo letras, cifras, guiones, puntos y guiones bajos.",
    measure_amount:
      "Introduce una cantidad mayor que 0, como 250 o 0.5 (hasta 3 decimales).",
    unit_required: "Elige la unidad de la medida.",
    not_negative: "El valor no puede ser negativo.",
    reorder_min: "Pide al menos 1 unidad.",
    retail_price_required:
      "Introduce un precio de venta o desactiva la venta en caja.",
  },
};

export default products;

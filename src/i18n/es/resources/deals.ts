import type { CatalogueOf } from "../../en";
import type enDeals from "../../en/resources/deals";

/** Spanish texts of `resources.deals`. */
const deals: CatalogueOf<typeof enDeals> = {
  name: "Promoción |||| Promociones",
  empty: {
    title: "Aún no hay promociones",
    invite: "Crea un código de descuento o una oferta para tus clientes.",
  },
  fields: {
    id: "Id",
    name: "Nombre",
    type: "Tipo",
    code: "Código promocional",
    discount_type: "Descuento",
    discount_pct: "Descuento (%)",
    discount_amount: "Importe del descuento",
    discount: "Descuento",
    applies_to: "Se aplica a",
    service_ids: "Servicios",
    product_ids: "Productos",
    location_ids: "Centros",
    channels: "Venta",
    starts_at: "Empieza",
    ends_at: "Termina",
    usage_limit_total: "Usos en total",
    usage_limit_per_client: "Usos por cliente",
    status: "Estado",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    archived: "Solo archivadas",
    status: "Estado",
    type: "Tipo",
    applies_to: "Se aplica a",
    starts_from: "Empieza desde",
    starts_until: "Empieza hasta",
  },
  types: {
    promotion_code: "Código promocional",
    flash_sale: "Oferta flash",
  },
  discount_types: {
    percent: "Porcentaje",
    fixed: "Importe fijo",
  },
  applies: {
    all_services: "Todos los servicios",
    selected_services: "Servicios seleccionados",
    all_products: "Todos los productos",
    selected_products: "Productos seleccionados",
    memberships: "Membresías",
    vouchers: "Bonos regalo",
  },
  channels: {
    online: "En línea",
    in_store: "En el centro",
    both: "En línea y en el centro",
  },
  statuses: {
    active: "Activa",
    inactive: "Inactiva",
    archived: "Archivada",
  },
  sections: {
    discount: "Descuento",
    scope: "A qué se aplica",
    period: "Cuándo y cuántas veces",
  },
  actions: {
    archive: "Archivar",
  },
  validation: {
    code_required:
      "Introduzca el código que escriben los clientes para obtener esta promoción.",
    code_format: "Use solo letras, cifras, - y _.",
    percent_range: "Introduzca un porcentaje de 0 a 100.",
    amount_required: "Introduzca el importe del descuento.",
    end_after_start: "El final debe ser posterior al inicio.",
    services_required: "Elija al menos un servicio.",
    products_required: "Elija al menos un producto.",
    locations_required: "Elija al menos un centro.",
    positive: "Introduzca un número entero mayor que 0.",
  },
  notifications: {
    archived: "Promoción archivada |||| %{smart_count} promociones archivadas",
    limits_help:
      "Déjelo vacío para no poner límite. Los usos se cuentan en ventas no anuladas.",
  },
};

export default deals;

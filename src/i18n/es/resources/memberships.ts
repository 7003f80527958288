import type { CatalogueOf } from "../../en";
import type enMemberships from "../../en/resources/memberships";

/** Spanish texts of the memberships resource (`resources.memberships`). */
const memberships: CatalogueOf<typeof enMemberships> = {
  name: "Membresía |||| Membresías",
  fields: {
    id: "ID",
    name: "Nombre",
    description: "Descripción",
    colour: "Color",
    terms: "Términos y condiciones",
    services_scope: "Servicios incluidos",
    service_ids: "Servicios",
    session_type: "Sesiones",
    sessions_count: "Número de sesiones",
    valid_for_value: "Válida durante",
    valid_for_unit: "Unidad",
    price: "Precio",
    tax_rate_id: "Tipo de impuesto",
    location_ids: "Centros",
    online_sales_enabled: "Se vende en línea",
    commission_enabled: "Genera comisión",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  sections: {
    details: "Detalles",
    services: "Servicios y centros",
    sessions: "Sesiones y validez",
    sale: "Venta",
  },
  scopes: {
    all: "Todos los servicios",
    selected: "Servicios seleccionados",
  },
  session_types: {
    limited: "Limitadas",
    unlimited: "Ilimitadas",
  },
  units: {
    days: "Días",
    months: "Meses",
    years: "Años",
  },
  validity: {
    days: "%{smart_count} día |||| %{smart_count} días",
    months: "%{smart_count} mes |||| %{smart_count} meses",
    years: "%{smart_count} año |||| %{smart_count} años",
  },
  sessions_limited: "%{smart_count} sesión |||| %{smart_count} sesiones",
  default_tax: "Predeterminado del centro",
  empty: {
    title: "Aún no hay membresías",
    invite:
      "Vende paquetes de sesiones o acceso ilimitado. Crea tu primera membresía.",
  },
  validation: {
    name_length: "Usa como máximo 150 caracteres.",
    sessions_count: "Introduce el número de sesiones (de 1 a 1000).",
    services_required: "Elige al menos un servicio.",
    valid_for: "Introduce un número entero de 1 a 1000.",
    price_negative: "El precio no puede ser negativo.",
    locations_required: "Elige al menos un centro.",
  },
};

export default memberships;

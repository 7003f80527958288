import type { CatalogueOf } from "../../en";
import type enVoucherTypes from "../../en/resources/voucher-types";

/** Spanish texts of `resources.voucher-types`. */
const voucherTypes: CatalogueOf<typeof enVoucherTypes> = {
  name: "Tipo de bono regalo |||| Tipos de bono regalo",
  empty: {
    title: "Aún no hay tipos de bono regalo",
    invite: "Crea los bonos regalo que pueden comprar tus clientes.",
  },
  fields: {
    id: "Id",
    name: "Nombre",
    value: "Valor",
    retail_price: "Precio",
    valid_for_value: "Válido durante",
    valid_for_unit: "Unidad",
    validity: "Validez",
    redeemable_for: "Sirve para pagar",
    service_ids: "Servicios",
    location_ids: "Se vende en",
    online_sales_enabled: "Venta en línea",
    title: "Título en el bono",
    description: "Descripción",
    colour: "Color",
    note_for_client: "Nota para el cliente",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    archived: "Solo archivados",
    redeemable_for: "Sirve para pagar",
    online_sales_enabled: "Venta en línea",
  },
  units: {
    days: "Días",
    months: "Meses",
    years: "Años",
  },
  redeemable: {
    any: "Cualquier servicio",
    selected_services: "Servicios seleccionados",
  },
  sections: {
    price: "Valor y precio",
    scope: "Dónde y para qué",
    design: "Diseño del bono",
  },
  actions: {
    issued: "Bonos emitidos",
  },
  validation: {
    value_positive: "El valor debe ser mayor que 0.",
    price_min: "El precio no puede ser negativo.",
    validity_pair:
      "Introduzca el número y la unidad, o deje ambos vacíos para usar la validez predeterminada.",
    services_required: "Elija al menos un servicio.",
    locations_required: "Elija al menos un centro donde se vende.",
  },
  notifications: {
    default_validity:
      "Deje la validez vacía para usar la predeterminada de los ajustes de bonos.",
  },
};

export default voucherTypes;

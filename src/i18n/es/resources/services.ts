import type { CatalogueOf } from "../../en";
import type enServices from "../../en/resources/services";

/** Spanish texts of the services resource (`resources.services`). */
const services: CatalogueOf<typeof enServices> = {
  name: "Servicio |||| Servicios",
  fields: {
    deposit_type: "Depósito",
    deposit_amount: "Importe del depósito",
    deposit_percent: "Depósito (% del precio)",
    id: "ID",
    name: "Nombre",
    description: "Descripción",
    treatment_type_id: "Tipo de tratamiento",
    extra_time_type: "Tiempo adicional",
    extra_time_minutes: "Tiempo adicional (minutos)",
    resources_required: "Necesita un recurso (sala o equipo)",
    online_booking_enabled: "Reservable en línea",
    voucher_sales_enabled: "Se puede vender con bonos",
    commission_enabled: "Genera comisión",
    tax_rate_id: "Tipo de impuesto",
    colour: "Color",
    sort_order: "Orden de visualización",
    team_member_ids: "Miembros del equipo",
    location_ids: "Centros",
    resource_ids: "Recursos",
    pricing_options: "Opciones de precio",
    option_name: "Nombre de la opción",
    duration_minutes: "Duración",
    price_type: "Tipo de precio",
    price: "Precio",
    special_price: "Precio especial",
    durations: "Duración",
    price_range: "Precio",
    price_min: "Precio más bajo",
    price_max: "Precio más alto",
    duration_min: "Duración más corta",
    duration_max: "Duración más larga",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    has_deposit: "Requiere depósito",
    search: "Buscar",
    location: "Centro",
    archived: "Solo archivados",
  },
  sections: {
    deposit: "Depósito",
    details: "Detalles",
    pricing: "Precio y duración",
    extra_time: "Tiempo adicional tras el servicio",
    team: "Centros, equipo y recursos",
    settings: "Ajustes de venta",
  },
  price_types: {
    fixed: "Fijo",
    from: "Desde",
    free: "Gratis",
  },
  extra_time_types: {
    none: "Ninguno",
    processing_after: "Tiempo de espera (profesional libre)",
    blocked_after: "Tiempo bloqueado (profesional ocupado)",
  },
  deposit_types: {
    none: "Ninguno",
    fixed: "Importe fijo",
    percentage: "Porcentaje del precio",
  },
  deposit_help: "Se paga al reservar en línea y se descuenta al cobrar.",
  deposit_short: "Depósito %{amount}",
  units: {
    minutes: "%{m} min",
    hours: "%{h} h",
    hours_minutes: "%{h} h %{m} min",
  },
  default_tax: "Predeterminado del centro",
  menu: {
    other: "Otros servicios",
  },
  empty: {
    title: "Aún no hay servicios",
    invite:
      "Crea tu primer servicio con sus precios y duraciones para que los clientes puedan reservarlo.",
  },
  validation: {
    deposit_amount_required: "Introduce el importe del depósito.",
    deposit_amount_positive: "El depósito debe ser mayor que 0.",
    deposit_above_price:
      "El depósito no puede superar el precio más bajo del servicio.",
    deposit_percent: "Introduce un porcentaje entero del 1 al 100.",
    name_length: "Usa como máximo 150 caracteres.",
    duration:
      "Elige una duración de 5 minutos a 12 horas, en pasos de 5 minutos.",
    price_negative: "El precio no puede ser negativo.",
    free_price: "Una opción gratuita tiene un precio de 0.",
    special_price: "El precio especial debe ser inferior al precio.",
    options_required: "Añade al menos una opción de precio.",
    option_name_unique:
      "Dos opciones de precio no pueden tener el mismo nombre.",
    extra_time: "Introduce el tiempo adicional en minutos enteros, de 5 a 120.",
    team_members_required: "Elige al menos un miembro del equipo.",
    locations_required: "Elige al menos un centro.",
    resources_required:
      "Elige al menos un recurso o desactiva «Necesita un recurso».",
  },
};

export default services;

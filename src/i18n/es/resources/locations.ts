import type { CatalogueOf } from "../../en";
import type enLocations from "../../en/resources/locations";

/** Spanish texts of the locations screens (`resources.locations`). */
const locations: CatalogueOf<typeof enLocations> = {
  name: "Local |||| Locales",
  fields: {
    id: "Id",
    name: "Nombre",
    address_line1: "Dirección",
    address_line2: "Dirección (línea 2)",
    city: "Ciudad",
    region: "Provincia",
    postcode: "Código postal",
    country_code: "País",
    timezone: "Zona horaria",
    phone: "Teléfono",
    email: "Correo electrónico",
    opening_hours: "Horario de apertura",
    default_service_tax_rate_id: "Impuesto por defecto en servicios",
    default_product_tax_rate_id: "Impuesto por defecto en productos",
    invoice_sequence_id: "Serie de facturas",
    online_booking_enabled: "Reservas en línea",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  sections: {
    address: "Dirección",
    contact: "Contacto",
    sales: "Ventas",
  },
  no_tax: "Sin impuesto",
  week: {
    title: "Horario de apertura",
    closed: "Cerrado",
    opens: "Abre",
    closes: "Cierra",
    add: "Añadir horario",
    remove: "Quitar este horario",
    invalid_time: "%{day}: introduce cada hora de apertura y de cierre.",
    end_before_start:
      "%{day}: la hora de cierre debe ser posterior a la de apertura.",
    overlap: "%{day}: los horarios se solapan.",
    days: {
      mon: "Lunes",
      tue: "Martes",
      wed: "Miércoles",
      thu: "Jueves",
      fri: "Viernes",
      sat: "Sábado",
      sun: "Domingo",
    },
  },
  empty: {
    title: "Aún no hay locales",
    invite:
      "Añade tu primer local: su dirección y horario aparecen en las facturas y limitan la agenda.",
  },
};

export default locations;

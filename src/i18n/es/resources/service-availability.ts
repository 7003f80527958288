import type { CatalogueOf } from "../../en";
import type enAvailability from "../../en/resources/service-availability";

/** Spanish texts of the service-availability resource (`resources.service-availability`). */
const serviceAvailability: CatalogueOf<typeof enAvailability> = {
  name: "Regla de disponibilidad |||| Reglas de disponibilidad",
  fields: {
    id: "ID",
    service_id: "Servicio",
    location_id: "Centro",
    channels: "Canal de reserva",
    rules: "Días y horas",
    weekday: "Día",
    start: "Desde",
    end: "Hasta",
    date_from: "Válida desde",
    date_to: "Válida hasta",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  sections: {
    hours: "Días y horas",
    period: "Periodo (opcional)",
  },
  channels: {
    both: "En línea y en el centro",
    online: "Solo en línea",
    in_store: "Solo en el centro",
  },
  weekdays: {
    1: "Lunes",
    2: "Martes",
    3: "Miércoles",
    4: "Jueves",
    5: "Viernes",
    6: "Sábado",
    7: "Domingo",
  },
  weekdays_short: {
    1: "lun",
    2: "mar",
    3: "mié",
    4: "jue",
    5: "vie",
    6: "sáb",
    7: "dom",
  },
  all_locations: "Todos los centros",
  empty: {
    title: "Aún no hay reglas de disponibilidad",
    invite:
      "Sin reglas, un servicio se puede reservar siempre que su equipo trabaje. Añade una regla para limitar días y horas.",
  },
  validation: {
    time: "Introduce una hora.",
    end_after_start: "El final debe ser posterior al inicio.",
    overlap: "Este periodo se solapa con otro del mismo día.",
    rules_required: "Añade al menos un periodo.",
    date_order: "La fecha final no puede ser anterior a la inicial.",
  },
};

export default serviceAvailability;

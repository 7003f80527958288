import type { CatalogueOf } from "../../en";
import type enCloseDates from "../../en/resources/close-dates";

/** Spanish texts of the close-dates screens (`resources.close-dates`). */
const closeDates: CatalogueOf<typeof enCloseDates> = {
  name: "Día de cierre |||| Días de cierre",
  fields: {
    start_date: "Desde",
    end_date: "Hasta",
    description: "Descripción",
    location_ids: "Locales",
    location_id: "Local",
    on_or_after: "Desde el día",
    on_or_before: "Hasta el día",
  },
  all_locations: "Todos los locales",
  validation: {
    end_before_start: "La fecha final no puede ser anterior a la inicial.",
    locations: "Elige al menos un local.",
  },
  booked: {
    title: "Citas en estos días",
    intro:
      "Sigue reservada %{smart_count} cita en estos días. Abre su día en el calendario para moverla o cancelarla. |||| Siguen reservadas %{smart_count} citas en estos días. Abre su día en el calendario para moverlas o cancelarlas.",
    more: "…y %{smart_count} más. |||| …y %{smart_count} más.",
    walk_in: "Sin cita previa",
    close: "Cerrar",
  },
  empty: {
    title: "Aún no hay días de cierre",
    invite: "Añade festivos y otros días en que un local no acepta reservas.",
  },
};

export default closeDates;

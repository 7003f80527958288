import type { CatalogueOf } from "../../en";
import type enShiftOverrides from "../../en/resources/shift-overrides";

/** Spanish texts of changed days (`resources.shift-overrides`). */
const shiftOverrides: CatalogueOf<typeof enShiftOverrides> = {
  name: "Día modificado |||| Días modificados",
  fields: {
    id: "ID",
    team_member_id: "Miembro del equipo",
    location_id: "Centro",
    date: "Fecha",
    intervals: "Turnos",
    note: "Nota",
    day_off: "Día libre",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    from: "Desde",
    to: "Hasta",
  },
  empty: {
    title: "Aún no hay días modificados",
    invite:
      "Cambia el horario de un solo día, o da un día libre, sin tocar el patrón.",
  },
  notifications: {},
};

export default shiftOverrides;

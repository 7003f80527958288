import type { CatalogueOf } from "../../en";
import type enShiftOverrides from "../../en/resources/shift-overrides";

/** Italian texts of changed days (`resources.shift-overrides`). */
const shiftOverrides: CatalogueOf<typeof enShiftOverrides> = {
  name: "Giorno modificato |||| Giorni modificati",
  fields: {
    id: "ID",
    team_member_id: "Membro del team",
    location_id: "Sede",
    date: "Data",
    intervals: "Turni",
    note: "Nota",
    day_off: "Giorno libero",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    from: "Dal",
    to: "Al",
  },
  empty: {
    title: "Ancora nessun giorno modificato",
    invite:
      "Cambia l'orario di un solo giorno, o concedi un giorno libero, senza toccare lo schema.",
  },
  notifications: {},
};

export default shiftOverrides;

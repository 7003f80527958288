import type { CatalogueOf } from "../../en";
import type enTimeOff from "../../en/resources/time-off";

/** Italian texts of time off (`resources.time-off`). */
const timeOff: CatalogueOf<typeof enTimeOff> = {
  name: "Assenza |||| Assenze",
  fields: {
    id: "ID",
    team_member_id: "Membro del team",
    start_at: "Dal",
    end_at: "Al",
    type: "Tipo",
    note: "Nota",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    from: "Dal",
    to: "Al",
  },
  types: {
    annual: "Ferie",
    sick: "Malattia",
    training: "Formazione",
    other: "Altro",
  },
  validation: {
    end_after_start: "La fine deve essere successiva all'inizio.",
  },
  empty: {
    title: "Ancora nessuna assenza",
    invite:
      "Registra ferie, malattie e formazione; vengono tolte dagli orari di lavoro.",
  },
  notifications: {},
};

export default timeOff;

import type { CatalogueOf } from "../../en";
import type enCloseDates from "../../en/resources/close-dates";

/** Italian texts of the close-dates screens (`resources.close-dates`). */
const closeDates: CatalogueOf<typeof enCloseDates> = {
  name: "Giorno di chiusura |||| Giorni di chiusura",
  fields: {
    start_date: "Dal",
    end_date: "Al",
    description: "Descrizione",
    location_ids: "Sedi",
    location_id: "Sede",
    on_or_after: "Dal giorno",
    on_or_before: "Fino al giorno",
  },
  all_locations: "Tutte le sedi",
  validation: {
    end_before_start: "La data di fine non può precedere quella di inizio.",
    locations: "Scegli almeno una sede.",
  },
  empty: {
    title: "Ancora nessun giorno di chiusura",
    invite:
      "Aggiungi festività e altri giorni in cui una sede non accetta prenotazioni.",
  },
};

export default closeDates;

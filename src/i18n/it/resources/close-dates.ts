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
  booked: {
    title: "Appuntamenti in questi giorni",
    intro:
      "In questi giorni resta prenotato %{smart_count} appuntamento. Apri il giorno nel calendario per spostarlo o annullarlo. |||| In questi giorni restano prenotati %{smart_count} appuntamenti. Apri il giorno nel calendario per spostarli o annullarli.",
    more: "…e %{smart_count} altro. |||| …e altri %{smart_count}.",
    walk_in: "Senza appuntamento",
    close: "Chiudi",
  },
  empty: {
    title: "Ancora nessun giorno di chiusura",
    invite:
      "Aggiungi festività e altri giorni in cui una sede non accetta prenotazioni.",
  },
};

export default closeDates;

import type { CatalogueOf } from "../../en";
import type enAvailability from "../../en/resources/service-availability";

/** Italian texts of the service-availability resource (`resources.service-availability`). */
const serviceAvailability: CatalogueOf<typeof enAvailability> = {
  name: "Regola di disponibilità |||| Regole di disponibilità",
  fields: {
    id: "ID",
    service_id: "Servizio",
    location_id: "Sede",
    channels: "Canale di prenotazione",
    rules: "Giorni e orari",
    weekday: "Giorno",
    start: "Dalle",
    end: "Alle",
    date_from: "Valida dal",
    date_to: "Valida fino al",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  sections: {
    hours: "Giorni e orari",
    period: "Periodo (facoltativo)",
  },
  channels: {
    both: "Online e in sede",
    online: "Solo online",
    in_store: "Solo in sede",
  },
  weekdays: {
    1: "Lunedì",
    2: "Martedì",
    3: "Mercoledì",
    4: "Giovedì",
    5: "Venerdì",
    6: "Sabato",
    7: "Domenica",
  },
  weekdays_short: {
    1: "lun",
    2: "mar",
    3: "mer",
    4: "gio",
    5: "ven",
    6: "sab",
    7: "dom",
  },
  all_locations: "Tutte le sedi",
  empty: {
    title: "Ancora nessuna regola di disponibilità",
    invite:
      "Senza regole un servizio è prenotabile ogni volta che il suo team lavora. Aggiungi una regola per limitare giorni e orari.",
  },
  validation: {
    time: "Inserisci un orario.",
    end_after_start: "La fine deve essere successiva all'inizio.",
    overlap: "Questo periodo si sovrappone a un altro dello stesso giorno.",
    rules_required: "Aggiungi almeno un periodo.",
    date_order: "La data di fine non può precedere quella di inizio.",
  },
};

export default serviceAvailability;

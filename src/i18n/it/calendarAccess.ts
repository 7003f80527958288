import type { CatalogueOf } from "../en";
import type en from "../en/calendarAccess";

const calendarAccess: CatalogueOf<typeof en> = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "Appuntamento non mostrato",
          busy: "Questo appuntamento è di un altro membro del team: puoi vedere solo che l'orario è occupato.",
          missing:
            "Questo appuntamento non può essere aperto: non esiste oppure non puoi vederlo.",
          close: "Chiudi",
        },
      },
    },
  },
};

export default calendarAccess;

import type { CatalogueOf } from "../en";
import type en from "../en/therapistCalendar";

const therapistCalendar: CatalogueOf<typeof en> = {
  app: {
    dashboard: {
      greeting_therapist: "Ciao %{name}, ecco la tua giornata",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "Accesso all'agenda",
          all: "Appuntamenti di tutto il team",
          own: "Solo i propri appuntamenti",
          own_hint:
            "Gli appuntamenti dei colleghi appaiono come tempo occupato, senza dati del cliente.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "Occupato",
        print_title: "Stampa un foglio del giorno",
        print_location: "Foglio del giorno: tutta la sede",
        print_member: "Foglio del giorno: %{name}",
      },
      day_sheet: {
        title: "Foglio del giorno",
        time: "Ora",
        client: "Cliente",
        phone: "Telefono",
        services: "Servizi",
        notes: "Note",
        team_member: "Membro del team",
        none: "Nessun appuntamento in questo giorno.",
        walk_in: "Senza prenotazione",
      },
      dashboard: {
        today: "Oggi",
        no_today: "Nessun appuntamento oggi.",
        cancelled: "Annullato",
      },
    },
  },
};

export default therapistCalendar;

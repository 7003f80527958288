import type { CatalogueOf } from "../en";
import type en from "../en/therapistCalendar";

const therapistCalendar: CatalogueOf<typeof en> = {
  app: {
    dashboard: {
      greeting_therapist: "Hallo %{name}, das ist dein Tag",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "Kalenderzugriff",
          all: "Termine aller Teammitglieder",
          own: "Nur eigene Termine",
          own_hint:
            "Termine von Kolleginnen und Kollegen erscheinen als belegte Zeit, ohne Kundendaten.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "Belegt",
        print_title: "Tagesliste drucken",
        print_location: "Tagesliste: ganzer Standort",
        print_member: "Tagesliste: %{name}",
      },
      day_sheet: {
        title: "Tagesliste",
        time: "Uhrzeit",
        client: "Kunde",
        phone: "Telefon",
        services: "Leistungen",
        notes: "Notizen",
        team_member: "Teammitglied",
        none: "Keine Termine an diesem Tag.",
        walk_in: "Laufkunde",
      },
      dashboard: {
        today: "Heute",
        no_today: "Heute keine Termine.",
        cancelled: "Storniert",
      },
    },
  },
};

export default therapistCalendar;

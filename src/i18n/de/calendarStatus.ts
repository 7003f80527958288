import type { CatalogueOf } from "../en";
import type enCalendarStatus from "../en/calendarStatus";

/** German texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`). */
const calendarStatus: CatalogueOf<typeof enCalendarStatus> = {
  legend: {
    open: "Legende",
    title: "Farben und Status",
    statuses: "Status",
    colour_by: "Blöcke färben nach",
    by_member: "Teammitglied",
    by_category: "Servicekategorie",
    categories: "Servicekategorien",
    part: "Teil %{part} von %{count} eines Termins",
  },
  panel: {
    phone: "Telefon",
    email: "E-Mail",
    alerts: "Hinweise",
    blocked_online: "Für Online-Buchungen gesperrt",
    client_notes: "Kundennotizen",
    appointment_notes: "Terminnotizen",
    last_visit: "Letzter Besuch",
    no_visit: "Noch keiner",
    no_shows: "Nicht erschienen",
    late_cancellations: "Späte Absagen",
    total: "Summe",
    rebook: "Erneut buchen",
    undo_no_show: "Nicht erschienen rückgängig",
    no_show_title: "Als nicht erschienen markieren?",
    no_show_text:
      "%{client} ist nicht zu %{reference} um %{time} gekommen. Die Zeit wird frei; das lässt sich rückgängig machen.",
    no_show_confirm: "Nicht erschienen",
    keep: "Behalten",
  },
  undo: {
    action: "Rückgängig",
    undone: "Verschiebung rückgängig gemacht.",
  },
  takings: {
    label: "Einnahmen",
    hint: "Zahlungen an diesem Standort an diesem Tag, abzüglich Erstattungen (Tagesumsatz)",
  },
};

export default calendarStatus;

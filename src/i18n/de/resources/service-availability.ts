import type { CatalogueOf } from "../../en";
import type enAvailability from "../../en/resources/service-availability";

/** German texts of the service-availability resource (`resources.service-availability`). */
const serviceAvailability: CatalogueOf<typeof enAvailability> = {
  name: "Verfügbarkeitsregel |||| Verfügbarkeitsregeln",
  fields: {
    id: "ID",
    service_id: "Dienstleistung",
    location_id: "Standort",
    channels: "Buchungskanal",
    rules: "Tage und Uhrzeiten",
    weekday: "Tag",
    start: "Von",
    end: "Bis",
    date_from: "Gültig ab",
    date_to: "Gültig bis",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  sections: {
    hours: "Tage und Uhrzeiten",
    period: "Zeitraum (optional)",
  },
  channels: {
    both: "Online und vor Ort",
    online: "Nur online",
    in_store: "Nur vor Ort",
  },
  weekdays: {
    1: "Montag",
    2: "Dienstag",
    3: "Mittwoch",
    4: "Donnerstag",
    5: "Freitag",
    6: "Samstag",
    7: "Sonntag",
  },
  weekdays_short: {
    1: "Mo",
    2: "Di",
    3: "Mi",
    4: "Do",
    5: "Fr",
    6: "Sa",
    7: "So",
  },
  all_locations: "Alle Standorte",
  empty: {
    title: "Noch keine Verfügbarkeitsregeln",
    invite:
      "Ohne Regeln ist eine Dienstleistung buchbar, wann immer ihr Team arbeitet. Füge eine Regel hinzu, um Tage und Uhrzeiten einzuschränken.",
  },
  validation: {
    time: "Uhrzeit eingeben.",
    end_after_start: "Das Ende muss nach dem Beginn liegen.",
    overlap:
      "Dieser Zeitraum überschneidet sich mit einem anderen am selben Tag.",
    rules_required: "Füge mindestens einen Zeitraum hinzu.",
    date_order: "Das Enddatum darf nicht vor dem Startdatum liegen.",
  },
};

export default serviceAvailability;

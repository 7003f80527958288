import type { CatalogueOf } from "../../en";
import type enResourceWorkingHours from "../../en/resources/resource-working-hours";

/**
 * German texts of the resource-working-hours resource (`resources.resource-working-hours`).
 */
const resourceWorkingHours: CatalogueOf<typeof enResourceWorkingHours> = {
  name: "Ressourcen-Arbeitszeit |||| Ressourcen-Arbeitszeiten",
  empty: {
    title: "Noch keine Ressourcen-Arbeitszeiten",
    invite:
      "Legen Sie die wöchentlichen Zeiten fest, zu denen jede Ressource buchbar ist.",
  },
  fields: {
    id: "ID",
    resource_id: "Ressource",
    start_date: "Ab",
    end_date: "Bis",
    repeat_weeks: "Wiederholt sich alle",
    weeks: "Geöffnete Tage",
    start: "Beginn",
    end: "Ende",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    starts_from: "Beginnt ab",
    starts_until: "Beginnt bis",
  },
  repeat: {
    "1": "Jede Woche",
    "2": "Alle 2 Wochen",
    "3": "Alle 3 Wochen",
    "4": "Alle 4 Wochen",
  },
  week: "Woche %{n}",
  days: {
    mon: "Montag",
    tue: "Dienstag",
    wed: "Mittwoch",
    thu: "Donnerstag",
    fri: "Freitag",
    sat: "Samstag",
    sun: "Sonntag",
  },
  short_days: {
    mon: "Mo",
    tue: "Di",
    wed: "Mi",
    thu: "Do",
    fri: "Fr",
    sat: "Sa",
    sun: "So",
  },
  closed: "Geschlossen",
  open_ended: "Unbefristet",
  helpers: {
    end_date: "Leer lassen, um diese Zeiten beizubehalten.",
    grid: "Fügen Sie für jeden buchbaren Tag ein oder mehrere Intervalle hinzu; ein Tag ohne Intervalle ist geschlossen.",
  },
  validation: {
    time: "Uhrzeit eingeben.",
    end_after_start: "Das Ende muss nach dem Beginn am selben Tag liegen.",
    overlap:
      "Dieses Intervall überschneidet sich mit einem anderen desselben Tages.",
    end_date: "Das Enddatum darf nicht vor dem Startdatum liegen.",
    no_intervals:
      "Markieren Sie den Tag als geschlossen oder fügen Sie ein Intervall hinzu.",
  },
  overrides: {
    title: "Abweichende Tage",
    intro:
      "Zeiten für ein Datum ersetzen an diesem Tag die Wochenzeiten dieser Ressource.",
    empty: "Noch keine abweichenden Tage.",
    date: "Datum",
    closed: "Ganztägig geschlossen",
    closed_day: "Geschlossen",
    note: "Notiz",
    add: "Abweichung hinzufügen",
    saved: "Abweichung gespeichert.",
    deleted: "Abweichung gelöscht.",
  },
};

export default resourceWorkingHours;

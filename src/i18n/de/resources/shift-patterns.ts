import type { CatalogueOf } from "../../en";
import type enShiftPatterns from "../../en/resources/shift-patterns";

/** German texts of working hours: shift patterns and the week grid (`resources.shift-patterns`). */
const shiftPatterns: CatalogueOf<typeof enShiftPatterns> = {
  name: "Schichtmuster |||| Schichtmuster",
  fields: {
    id: "ID",
    team_member_id: "Teammitglied",
    location_id: "Standort",
    start_date: "Beginnt am",
    end_date: "Endet am",
    repeat_weeks: "Rhythmus",
    weeks: "Arbeitstage",
    start: "Beginn",
    end: "Ende",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    start_from: "Beginn ab",
    start_to: "Beginn bis",
  },
  repeat: {
    "1": "Jede Woche",
    "2": "2-Wochen-Rhythmus",
    "3": "3-Wochen-Rhythmus",
    "4": "4-Wochen-Rhythmus",
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
  days_short: {
    mon: "Mo",
    tue: "Di",
    wed: "Mi",
    thu: "Do",
    fri: "Fr",
    sat: "Sa",
    sun: "So",
  },
  helpers: {
    end_date: "Leer lassen, wenn es kein Enddatum gibt.",
    grid: "Eine oder mehrere Schichten pro Tag; eine Lücke zwischen Schichten ist eine Pause. Tage ohne Schicht sind frei.",
  },
  validation: {
    time: "Uhrzeit eingeben.",
    end_after_start:
      "Die Schicht muss nach ihrem Beginn enden (nicht über Mitternacht).",
    overlap:
      "Diese Schicht überschneidet sich mit einer anderen Schicht des Tages.",
    end_date: "Das Enddatum darf nicht vor dem Startdatum liegen.",
    no_intervals: "Eine Schicht hinzufügen oder den Tag als frei markieren.",
  },
  empty: {
    title: "Noch keine Schichtmuster",
    invite:
      "Lege die wiederkehrenden Wochenschichten eines Teammitglieds fest.",
  },
  grid: {
    title: "Arbeitszeiten",
    member: "Teammitglied",
    previous: "Vorige Woche",
    next: "Nächste Woche",
    this_week: "Diese Woche",
    week_of: "%{from} – %{to}",
    patterns: "Muster",
    overrides: "Geänderte Tage",
    time_off_list: "Abwesenheiten",
    day_off: "Frei",
    closed: "Geschlossen",
    time_off: "Abwesend",
    edit_day: "%{name} am %{date} bearbeiten",
    day_title: "%{name}, %{date}",
    edit_pattern: "Muster bearbeiten",
    add_pattern: "Muster hinzufügen",
    remove_override: "Zurück zum Muster",
    no_members: "Lege Teammitglieder an, um ihre Arbeitszeiten zu planen.",
    hint: "Klicke auf einen Tag, um nur diesen Tag zu ändern oder das wiederkehrende Muster zu bearbeiten.",
    source: {
      override: "Für diesen Tag geändert",
      pattern: "Aus dem Wochenmuster",
      none: "Kein Muster gilt für diesen Tag",
    },
  },
  notifications: {},
};

export default shiftPatterns;

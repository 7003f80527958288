import type { CatalogueOf } from "../../en";
import type enShiftPatterns from "../../en/resources/shift-patterns";

/** Italian texts of working hours: shift patterns and the week grid (`resources.shift-patterns`). */
const shiftPatterns: CatalogueOf<typeof enShiftPatterns> = {
  name: "Schema di turni |||| Schemi di turni",
  fields: {
    id: "ID",
    team_member_id: "Membro del team",
    location_id: "Sede",
    start_date: "Inizia il",
    end_date: "Termina il",
    repeat_weeks: "Rotazione",
    weeks: "Giorni lavorativi",
    start: "Inizio",
    end: "Fine",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    start_from: "Inizio dal",
    start_to: "Inizio fino al",
  },
  repeat: {
    "1": "Ogni settimana",
    "2": "Rotazione di 2 settimane",
    "3": "Rotazione di 3 settimane",
    "4": "Rotazione di 4 settimane",
  },
  week: "Settimana %{n}",
  days: {
    mon: "Lunedì",
    tue: "Martedì",
    wed: "Mercoledì",
    thu: "Giovedì",
    fri: "Venerdì",
    sat: "Sabato",
    sun: "Domenica",
  },
  days_short: {
    mon: "lun",
    tue: "mar",
    wed: "mer",
    thu: "gio",
    fri: "ven",
    sat: "sab",
    sun: "dom",
  },
  helpers: {
    end_date: "Lascia vuoto se non c'è una data di fine.",
    grid: "Aggiungi uno o più turni al giorno; lo spazio tra due turni è una pausa. I giorni senza turni sono liberi.",
  },
  validation: {
    time: "Inserisci un orario.",
    end_after_start:
      "Il turno deve finire dopo l'inizio (non può superare la mezzanotte).",
    overlap: "Questo turno si sovrappone a un altro turno del giorno.",
    end_date: "La data di fine non può precedere quella di inizio.",
    no_intervals: "Aggiungi un turno o segna il giorno come libero.",
  },
  empty: {
    title: "Ancora nessuno schema di turni",
    invite: "Imposta i turni settimanali ricorrenti di un membro del team.",
  },
  grid: {
    title: "Orari di lavoro",
    member: "Membro del team",
    previous: "Settimana precedente",
    next: "Settimana successiva",
    this_week: "Questa settimana",
    week_of: "%{from} – %{to}",
    patterns: "Schemi",
    overrides: "Giorni modificati",
    time_off_list: "Assenze",
    day_off: "Giorno libero",
    closed: "Chiuso",
    time_off: "Assenza",
    edit_day: "Modifica %{name} il %{date}",
    day_title: "%{name}, %{date}",
    edit_pattern: "Modifica lo schema",
    add_pattern: "Aggiungi uno schema",
    remove_override: "Torna allo schema",
    no_members: "Aggiungi i membri del team per pianificare i loro orari.",
    hint: "Fai clic su un giorno per cambiare solo quel giorno o per modificare lo schema ricorrente.",
    source: {
      override: "Modificato per questo giorno",
      pattern: "Dallo schema settimanale",
      none: "Nessuno schema copre questo giorno",
    },
  },
  notifications: {},
};

export default shiftPatterns;

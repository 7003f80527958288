import type { CatalogueOf } from "../../en";
import type enResourceWorkingHours from "../../en/resources/resource-working-hours";

/**
 * Italian texts of the resource-working-hours resource (`resources.resource-working-hours`).
 */
const resourceWorkingHours: CatalogueOf<typeof enResourceWorkingHours> = {
  name: "Orario della risorsa |||| Orari delle risorse",
  empty: {
    title: "Ancora nessun orario delle risorse",
    invite: "Imposta gli orari settimanali in cui ogni risorsa è prenotabile.",
  },
  fields: {
    id: "ID",
    resource_id: "Risorsa",
    start_date: "Dal",
    end_date: "Al",
    repeat_weeks: "Si ripete ogni",
    weeks: "Giorni di apertura",
    start: "Inizio",
    end: "Fine",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    starts_from: "Inizia dal",
    starts_until: "Inizia entro il",
  },
  repeat: {
    "1": "Ogni settimana",
    "2": "Ogni 2 settimane",
    "3": "Ogni 3 settimane",
    "4": "Ogni 4 settimane",
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
  short_days: {
    mon: "Lun",
    tue: "Mar",
    wed: "Mer",
    thu: "Gio",
    fri: "Ven",
    sat: "Sab",
    sun: "Dom",
  },
  closed: "Chiuso",
  open_ended: "Senza scadenza",
  helpers: {
    end_date: "Lascia vuoto per mantenere questi orari.",
    grid: "Aggiungi uno o più intervalli per ogni giorno in cui la risorsa è prenotabile; un giorno senza intervalli è chiuso.",
  },
  validation: {
    time: "Inserisci un orario.",
    end_after_start: "La fine deve essere dopo l'inizio, nello stesso giorno.",
    overlap: "Questo intervallo si sovrappone a un altro dello stesso giorno.",
    end_date: "La data di fine non può precedere quella di inizio.",
    no_intervals: "Segna il giorno come chiuso o aggiungi un intervallo.",
  },
  overrides: {
    title: "Eccezioni per data",
    intro:
      "Gli orari di una data sostituiscono quelli settimanali della risorsa in quel giorno.",
    empty: "Ancora nessuna eccezione.",
    date: "Data",
    closed: "Chiuso tutto il giorno",
    closed_day: "Chiuso",
    note: "Nota",
    add: "Aggiungi eccezione",
    saved: "Eccezione salvata.",
    deleted: "Eccezione eliminata.",
  },
};

export default resourceWorkingHours;

import type { CatalogueOf } from "../en";
import type enCalendarStatus from "../en/calendarStatus";

/** Italian texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`). */
const calendarStatus: CatalogueOf<typeof enCalendarStatus> = {
  legend: {
    open: "Legenda",
    title: "Colori e stati",
    statuses: "Stati",
    colour_by: "Colora i blocchi per",
    by_member: "Membro del team",
    by_category: "Categoria di servizio",
    categories: "Categorie di servizio",
    part: "Parte %{part} di %{count} di un unico appuntamento",
  },
  panel: {
    phone: "Telefono",
    email: "E-mail",
    alerts: "Avvisi",
    blocked_online: "Bloccato per le prenotazioni online",
    client_notes: "Note del cliente",
    appointment_notes: "Note dell'appuntamento",
    last_visit: "Ultima visita",
    no_visit: "Nessuna finora",
    no_shows: "Mancate presentazioni",
    late_cancellations: "Cancellazioni tardive",
    total: "Totale",
    rebook: "Prenota di nuovo",
    undo_no_show: "Annulla mancata presentazione",
    no_show_title: "Segnare come non presentato?",
    no_show_text:
      "%{client} non si è presentato a %{reference} alle %{time}. L'orario diventa libero; si può annullare.",
    no_show_confirm: "Segna non presentato",
    keep: "Mantieni",
  },
  undo: {
    action: "Annulla",
    undone: "Spostamento annullato.",
  },
  takings: {
    label: "Incassi",
    hint: "Pagamenti incassati in questa sede in questo giorno, meno i rimborsi (vendite giornaliere)",
  },
};

export default calendarStatus;

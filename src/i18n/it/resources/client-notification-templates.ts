import type { CatalogueOf } from "../../en";
import type enClientNotificationTemplates from "../../en/resources/client-notification-templates";

/** Italian texts of `resources.client-notification-templates`. */
const clientNotificationTemplates: CatalogueOf<
  typeof enClientNotificationTemplates
> = {
  name: "Notifica ai clienti |||| Notifiche ai clienti",
  empty: {
    title: "Ancora nessuna notifica ai clienti",
    invite:
      "Aggiungi i messaggi che i tuoi clienti ricevono sui loro appuntamenti.",
  },
  fields: {
    id: "Id",
    type: "Messaggio",
    reminder_offset_minutes: "Invio",
    enabled: "Attivo",
    show_price: "Mostra il prezzo",
    channel_email: "Via e-mail",
    channel_sms: "Via SMS",
    subject: "Oggetto dell'e-mail",
    body: "Testo del messaggio",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    type: "Messaggio",
    enabled: "Attivo",
  },
  types: {
    reminder: "Promemoria appuntamento",
    new_appointment: "Nuovo appuntamento",
    rescheduled_appointment: "Appuntamento spostato",
    cancelled_appointment: "Appuntamento annullato",
    no_show: "Mancata presentazione",
    thank_you: "Grazie per la visita",
  },
  offsets: {
    minutes: "%{count} minuti prima",
    hours: "1 ora prima |||| %{smart_count} ore prima",
    days: "1 giorno prima |||| %{smart_count} giorni prima",
  },
  placeholders: {
    title: "Segnaposto disponibili",
    help: "Scrivi un segnaposto tra parentesi graffe, per esempio {client_first_name}; viene sostituito all'invio del messaggio.",
    client_first_name: "il nome del cliente",
    business_name: "il nome della tua attività",
    location_name: "la sede",
    location_address: "l'indirizzo della sede",
    date: "la data dell'appuntamento",
    time: "l'ora dell'appuntamento",
    services: "i servizi prenotati",
    team_member: "l'operatore",
    price: "il prezzo (vuoto se il prezzo è nascosto)",
    manage_link: "un link per gestire la prenotazione",
  },
  validation: {
    unknown_placeholder:
      "Segnaposto sconosciuto %{names}. Usa solo i segnaposto elencati sotto.",
    offset_required:
      "Scegli quanto tempo prima dell'appuntamento inviare il promemoria.",
    channel_required:
      "Scegli e-mail, SMS o entrambi per inviare questo messaggio.",
  },
  notifications: {
    reminders_limit:
      "Si possono attivare fino a 3 promemoria, ognuno in un momento diverso.",
  },
};

export default clientNotificationTemplates;

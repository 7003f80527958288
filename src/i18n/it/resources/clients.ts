import type { CatalogueOf } from "../../en";
import type enClients from "../../en/resources/clients";

/** Italian texts of the clients resource (`resources.clients`). */
const clients: CatalogueOf<typeof enClients> = {
  name: "Cliente |||| Clienti",
  fields: {
    id: "ID",
    first_name: "Nome",
    last_name: "Cognome",
    email: "E-mail",
    mobile: "Cellulare",
    gender: "Genere",
    birthday: "Data di nascita",
    notes: "Note",
    notify_email: "E-mail sugli appuntamenti",
    notify_sms: "SMS sugli appuntamenti",
    marketing_email_opt_in: "E-mail di marketing",
    marketing_sms_opt_in: "SMS di marketing",
    blocked_online: "Bloccato per le prenotazioni online",
    block_reason: "Motivo del blocco",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  genders: {
    female: "Donna",
    male: "Uomo",
    non_binary: "Non binario",
    unspecified: "Preferisce non specificare",
  },
  sections: {
    contact: "Contatti",
    messages: "Messaggi",
    booking: "Prenotazione online",
  },
  notifications: {
    contact_missing:
      "Aggiungere un'e-mail o un numero di cellulare per poter contattare il cliente.",
  },
};

export default clients;

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
    referral_source_id: "Fonte di provenienza",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
    referral_source_id: "Fonte di provenienza",
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
  tabs: {
    details: "Dettagli",
    appointments: "Appuntamenti",
    sales: "Vendite",
    vouchers: "Buoni",
    memberships: "Abbonamenti",
  },
  empty: {
    title: "Ancora nessun cliente",
    invite: "Aggiungi il tuo primo cliente con i suoi contatti.",
    appointments: "Ancora nessun appuntamento. Verranno elencati qui.",
    sales: "Ancora nessuna vendita. Verranno elencate qui.",
    vouchers: "Questo cliente non ha ancora acquistato buoni.",
    memberships: "Questo cliente non ha ancora abbonamenti.",
  },
  memberships: {
    membership_id: "Abbonamento",
    start_date: "Inizio",
    expiry_date: "Scadenza",
    sessions: "Sedute usate",
    unlimited: "Illimitate",
    status: "Stato",
    statuses: {
      active: "Attivo",
      expired: "Scaduto",
      cancelled: "Annullato",
    },
  },
  actions: {
    back: "Tutti i clienti",
  },
  header: {
    archived: "Questo cliente è archiviato.",
    blocked: "Bloccato per le prenotazioni online.",
    blocked_because: "Bloccato per le prenotazioni online: %{reason}",
  },
  notifications: {
    contact_missing:
      "Aggiungere un'e-mail o un numero di cellulare per poter contattare il cliente.",
  },
};

export default clients;

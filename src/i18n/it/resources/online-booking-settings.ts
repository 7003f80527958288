import type { CatalogueOf } from "../../en";
import type enOnlineBookingSettings from "../../en/resources/online-booking-settings";

/** Italian texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings: CatalogueOf<typeof enOnlineBookingSettings> = {
  name: "Prenotazione online |||| Prenotazione online",
  fields: {
    enabled: "Prenotazione online attiva",
    slug: "Indirizzo della pagina di prenotazione",
    slot_interval_minutes: "Fasce ogni (minuti)",
    min_notice_minutes: "Preavviso minimo (minuti)",
    max_advance_days: "Prenotabile fino a (giorni)",
    client_cancel_notice_minutes: "I clienti possono annullare fino a",
    allow_team_member_selection: "Il cliente sceglie l'operatore",
    allow_any_team_member: "Offri «qualsiasi disponibile»",
    require_phone: "Telefono obbligatorio",
    important_info_text: "Informazioni importanti",
    disabled_message: "Messaggio a prenotazioni disattivate",
  },
  sections: {
    times: "Orari",
    clients: "Clienti",
  },
  helper: {
    slug: "Minuscole, cifre e trattini; unico tra tutte le attività.",
  },
  validation: {
    slug: "Usa da 3 a 60 minuscole, cifre e trattini, iniziando e finendo con lettera o cifra.",
  },
  minutes: "%{smart_count} minuto prima |||| %{smart_count} minuti prima",
  slot_minutes: "%{smart_count} minuto |||| %{smart_count} minuti",
  hours: "%{smart_count} ora prima |||| %{smart_count} ore prima",
};

export default onlineBookingSettings;

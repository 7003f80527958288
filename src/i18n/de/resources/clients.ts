import type { CatalogueOf } from "../../en";
import type enClients from "../../en/resources/clients";

/** German texts of the clients resource (`resources.clients`). */
const clients: CatalogueOf<typeof enClients> = {
  name: "Kunde |||| Kunden",
  fields: {
    id: "ID",
    first_name: "Vorname",
    last_name: "Nachname",
    email: "E-Mail",
    mobile: "Mobilnummer",
    gender: "Geschlecht",
    birthday: "Geburtstag",
    notes: "Notizen",
    notify_email: "Termin-E-Mails",
    notify_sms: "Termin-SMS",
    marketing_email_opt_in: "Marketing-E-Mails",
    marketing_sms_opt_in: "Marketing-SMS",
    blocked_online: "Für Online-Buchungen gesperrt",
    block_reason: "Grund der Sperre",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suche",
    archived: "Nur archivierte",
  },
  genders: {
    female: "Weiblich",
    male: "Männlich",
    non_binary: "Nichtbinär",
    unspecified: "Keine Angabe",
  },
  sections: {
    contact: "Kontakt",
    messages: "Nachrichten",
    booking: "Online-Buchung",
  },
  notifications: {
    contact_missing:
      "Fügen Sie eine E-Mail-Adresse oder eine Mobilnummer hinzu, damit der Kunde erreichbar ist.",
  },
};

export default clients;

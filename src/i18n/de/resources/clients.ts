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
    referral_source_id: "Empfehlungsquelle",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suche",
    archived: "Nur archivierte",
    referral_source_id: "Empfehlungsquelle",
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
  tabs: {
    details: "Details",
    appointments: "Termine",
    sales: "Verkäufe",
    vouchers: "Gutscheine",
    memberships: "Mitgliedschaften",
  },
  empty: {
    title: "Noch keine Kunden",
    invite: "Legen Sie Ihren ersten Kunden mit seinen Kontaktdaten an.",
    appointments: "Noch keine Termine. Sie werden hier aufgeführt.",
    sales: "Noch keine Verkäufe. Sie werden hier aufgeführt.",
    vouchers: "Dieser Kunde hat noch keine Gutscheine gekauft.",
    memberships: "Dieser Kunde hat noch keine Mitgliedschaften.",
  },
  memberships: {
    membership_id: "Mitgliedschaft",
    start_date: "Beginnt",
    expiry_date: "Läuft ab",
    sessions: "Genutzte Sitzungen",
    unlimited: "Unbegrenzt",
    status: "Status",
    statuses: {
      active: "Aktiv",
      expired: "Abgelaufen",
      cancelled: "Gekündigt",
    },
  },
  actions: {
    back: "Alle Kunden",
  },
  header: {
    archived: "Dieser Kunde ist archiviert.",
    blocked: "Für Online-Buchungen gesperrt.",
    blocked_because: "Für Online-Buchungen gesperrt: %{reason}",
  },
  notifications: {
    contact_missing:
      "Fügen Sie eine E-Mail-Adresse oder eine Mobilnummer hinzu, damit der Kunde erreichbar ist.",
  },
};

export default clients;

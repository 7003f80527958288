import type { CatalogueOf } from "../../en";
import type enClientNotificationTemplates from "../../en/resources/client-notification-templates";

/** German texts of `resources.client-notification-templates`. */
const clientNotificationTemplates: CatalogueOf<
  typeof enClientNotificationTemplates
> = {
  name: "Kundenbenachrichtigung |||| Kundenbenachrichtigungen",
  empty: {
    title: "Noch keine Kundenbenachrichtigungen",
    invite:
      "Legen Sie die Nachrichten an, die Ihre Kunden zu ihren Terminen erhalten.",
  },
  fields: {
    id: "Id",
    type: "Nachricht",
    reminder_offset_minutes: "Versand",
    enabled: "Eingeschaltet",
    show_price: "Preis anzeigen",
    channel_email: "Per E-Mail",
    channel_sms: "Per SMS",
    subject: "E-Mail-Betreff",
    body: "Nachrichtentext",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    type: "Nachricht",
    enabled: "Eingeschaltet",
  },
  types: {
    reminder: "Terminerinnerung",
    new_appointment: "Neuer Termin",
    rescheduled_appointment: "Verschobener Termin",
    cancelled_appointment: "Abgesagter Termin",
    no_show: "Nicht erschienen",
    thank_you: "Danke für Ihren Besuch",
  },
  offsets: {
    minutes: "%{count} Minuten vorher",
    hours: "1 Stunde vorher |||| %{smart_count} Stunden vorher",
    days: "1 Tag vorher |||| %{smart_count} Tage vorher",
  },
  placeholders: {
    title: "Verfügbare Platzhalter",
    help: "Schreiben Sie einen Platzhalter in geschweiften Klammern, zum Beispiel {client_first_name}; er wird beim Versand ersetzt.",
    client_first_name: "der Vorname des Kunden",
    business_name: "der Name Ihres Unternehmens",
    location_name: "der Standort",
    location_address: "die Adresse des Standorts",
    date: "das Datum des Termins",
    time: "die Uhrzeit des Termins",
    services: "die gebuchten Leistungen",
    team_member: "das Teammitglied",
    price: "der Preis (leer, wenn der Preis ausgeblendet ist)",
    manage_link: "ein Link zum Verwalten der Buchung",
  },
  validation: {
    unknown_placeholder:
      "Unbekannter Platzhalter %{names}. Verwenden Sie nur die unten aufgeführten Platzhalter.",
    offset_required:
      "Wählen Sie, wie lange vor dem Termin die Erinnerung gesendet wird.",
    channel_required: "Wählen Sie E-Mail, SMS oder beides für diese Nachricht.",
  },
  notifications: {
    reminders_limit:
      "Bis zu 3 Erinnerungen können eingeschaltet sein, jede zu einer anderen Zeit.",
  },
};

export default clientNotificationTemplates;

import type { CatalogueOf } from "../../en";
import type enOnlineBookingSettings from "../../en/resources/online-booking-settings";

/** German texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings: CatalogueOf<typeof enOnlineBookingSettings> = {
  name: "Online-Buchung |||| Online-Buchung",
  fields: {
    enabled: "Online-Buchung aktiv",
    slug: "Adresse der Buchungsseite",
    slot_interval_minutes: "Zeitfenster alle (Minuten)",
    min_notice_minutes: "Mindestvorlauf (Minuten)",
    max_advance_days: "Buchbar bis (Tage im Voraus)",
    client_cancel_notice_minutes: "Kunden können stornieren bis",
    allow_team_member_selection: "Kunden wählen das Teammitglied",
    allow_any_team_member: "„Beliebig verfügbar“ anbieten",
    require_phone: "Telefonnummer erforderlich",
    important_info_text: "Wichtige Hinweise",
    disabled_message: "Hinweis bei deaktivierter Buchung",
  },
  sections: {
    times: "Zeiten",
    clients: "Kunden",
  },
  helper: {
    slug: "Kleinbuchstaben, Ziffern und Bindestriche; eindeutig über alle Unternehmen.",
  },
  validation: {
    slug: "3 bis 60 Kleinbuchstaben, Ziffern und Bindestriche, am Anfang und Ende ein Buchstabe oder eine Ziffer.",
  },
  minutes: "%{smart_count} Minute vorher |||| %{smart_count} Minuten vorher",
  slot_minutes: "%{smart_count} Minute |||| %{smart_count} Minuten",
  hours: "%{smart_count} Stunde vorher |||| %{smart_count} Stunden vorher",
};

export default onlineBookingSettings;

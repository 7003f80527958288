import type { CatalogueOf } from "../../en";
import type enTeamMembers from "../../en/resources/team-members";

/** German texts of the team-members resource (`resources.team-members`). */
const teamMembers: CatalogueOf<typeof enTeamMembers> = {
  name: "Teammitglied |||| Teammitglieder",
  fields: {
    id: "ID",
    first_name: "Vorname",
    last_name: "Nachname",
    email: "E-Mail",
    mobile: "Mobilnummer",
    phone: "Telefon",
    job_title: "Position",
    calendar_colour: "Kalenderfarbe",
    employment_start: "Beschäftigungsbeginn",
    employment_end: "Beschäftigungsende",
    bookable_online: "Online buchbar",
    sort_order: "Sortierreihenfolge",
    photo_path: "Foto",
    location_ids: "Standorte",
    service_ids: "Angebotene Dienstleistungen",
    department_id: "Abteilung",
    login_enabled: "Kann sich anmelden",
    has_login: "Hat einen Zugang",
    password: "Anmeldepasswort",
    permissions: "Bereiche, die dieses Mitglied öffnen darf",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suche",
    archived: "Nur archivierte",
    location_id: "Standort",
    department_id: "Abteilung",
    bookable_online: "Online buchbar",
  },
  sections: {
    details: "Details",
    employment: "Beschäftigung",
    work: "Wo und was gearbeitet wird",
    calendar: "Kalender",
    login: "Mitarbeiterzugang",
  },
  login: {
    intro:
      "Das Teammitglied meldet sich mit der oben angegebenen E-Mail-Adresse an und sieht nur die unten angehakten Bereiche.",
    password_hint:
      "Erforderlich, wenn der Zugang zum ersten Mal aktiviert wird. Lassen Sie das Feld leer, um das aktuelle Passwort beizubehalten.",
    email_required:
      "Für einen Mitarbeiterzugang ist eine E-Mail-Adresse erforderlich.",
    password_required:
      "Legen Sie ein Passwort fest, um den Zugang zu aktivieren.",
    select_all: "Alle auswählen",
    other: "Sonstiges",
    presets: {
      reception: "Empfang",
      therapist: "Therapeut:in",
      manager: "Leitung",
    },
  },
  areas: {
    "2": "Kalender",
    "3": "Kunden",
    "4": "Produkte",
    "5": "Lager",
    "6": "Marketing",
    "7": "Berichte: Finanzen",
    "8": "Berichte: Verkäufe",
    "9": "Berichte: Lager",
    "10": "Berichte: Termine",
    "11": "Berichte: Kunden",
    "12": "Berichte: Team",
    "13": "Berichts-Dashboard",
    "14": "Einstellungen",
    "15": "Leistungen",
    "16": "Team",
    "17": "Ressourcen",
    "19": "Berichte: Gutscheine",
  },
  helpers: {
    calendar_colour: "Farbe der Termine im Kalender.",
    sort_order: "Kleinere Zahlen stehen im Kalender zuerst.",
  },
  no_department: "Keine Abteilung",
  validation: {
    location_required:
      "Mindestens einen Standort wählen, an dem dieses Mitglied arbeitet.",
    employment_order: "Das Enddatum darf nicht vor dem Startdatum liegen.",
    whole_number: "Eine ganze Zahl eingeben.",
  },
  empty: {
    title: "Noch keine Teammitglieder",
    invite:
      "Lege die Menschen an, die für dich arbeiten, wo sie arbeiten und was sie tun.",
  },
  notifications: {
    invalid_colour: "Verwenden Sie eine Farbe wie #1A2B3C.",
  },
};

export default teamMembers;

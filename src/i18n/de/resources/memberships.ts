import type { CatalogueOf } from "../../en";
import type enMemberships from "../../en/resources/memberships";

/** German texts of the memberships resource (`resources.memberships`). */
const memberships: CatalogueOf<typeof enMemberships> = {
  name: "Mitgliedschaft |||| Mitgliedschaften",
  fields: {
    id: "ID",
    name: "Name",
    description: "Beschreibung",
    colour: "Farbe",
    terms: "Geschäftsbedingungen",
    services_scope: "Enthaltene Dienstleistungen",
    service_ids: "Dienstleistungen",
    session_type: "Sitzungen",
    sessions_count: "Anzahl der Sitzungen",
    valid_for_value: "Gültig für",
    valid_for_unit: "Einheit",
    price: "Preis",
    tax_rate_id: "Steuersatz",
    location_ids: "Standorte",
    online_sales_enabled: "Online verkauft",
    commission_enabled: "Provisionsberechtigt",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
  sections: {
    details: "Details",
    services: "Dienstleistungen und Standorte",
    sessions: "Sitzungen und Gültigkeit",
    sale: "Verkauf",
  },
  scopes: {
    all: "Alle Dienstleistungen",
    selected: "Ausgewählte Dienstleistungen",
  },
  session_types: {
    limited: "Begrenzt",
    unlimited: "Unbegrenzt",
  },
  units: {
    days: "Tage",
    months: "Monate",
    years: "Jahre",
  },
  validity: {
    days: "%{smart_count} Tag |||| %{smart_count} Tage",
    months: "%{smart_count} Monat |||| %{smart_count} Monate",
    years: "%{smart_count} Jahr |||| %{smart_count} Jahre",
  },
  sessions_limited: "%{smart_count} Sitzung |||| %{smart_count} Sitzungen",
  default_tax: "Standard des Standorts",
  empty: {
    title: "Noch keine Mitgliedschaften",
    invite:
      "Verkaufe Sitzungspakete oder unbegrenzten Zugang. Lege deine erste Mitgliedschaft an.",
  },
  validation: {
    name_length: "Höchstens 150 Zeichen.",
    sessions_count: "Gib die Anzahl der Sitzungen an (1 bis 1000).",
    services_required: "Wähle mindestens eine Dienstleistung.",
    valid_for: "Gib eine ganze Zahl von 1 bis 1000 ein.",
    price_negative: "Der Preis darf nicht negativ sein.",
    locations_required: "Wähle mindestens einen Standort.",
  },
};

export default memberships;

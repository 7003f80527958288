import type { CatalogueOf } from "../../en";
import type enServices from "../../en/resources/services";

/** German texts of the services resource (`resources.services`). */
const services: CatalogueOf<typeof enServices> = {
  name: "Dienstleistung |||| Dienstleistungen",
  fields: {
    deposit_type: "Anzahlung",
    deposit_amount: "Anzahlungsbetrag",
    deposit_percent: "Anzahlung (% des Preises)",
    id: "ID",
    name: "Name",
    description: "Beschreibung",
    treatment_type_id: "Behandlungsart",
    extra_time_type: "Zusatzzeit",
    extra_time_minutes: "Zusatzzeit (Minuten)",
    resources_required: "Benötigt eine Ressource (Raum oder Gerät)",
    online_booking_enabled: "Online buchbar",
    voucher_sales_enabled: "Mit Gutscheinen verkaufbar",
    commission_enabled: "Provisionsberechtigt",
    tax_rate_id: "Steuersatz",
    colour: "Farbe",
    sort_order: "Anzeigereihenfolge",
    team_member_ids: "Teammitglieder",
    location_ids: "Standorte",
    resource_ids: "Ressourcen",
    pricing_options: "Preisoptionen",
    option_name: "Name der Option",
    duration_minutes: "Dauer",
    price_type: "Preisart",
    price: "Preis",
    special_price: "Sonderpreis",
    durations: "Dauer",
    price_range: "Preis",
    price_min: "Niedrigster Preis",
    price_max: "Höchster Preis",
    duration_min: "Kürzeste Dauer",
    duration_max: "Längste Dauer",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    has_deposit: "Mit Anzahlung",
    search: "Suchen",
    location: "Standort",
    archived: "Nur archivierte",
  },
  sections: {
    deposit: "Anzahlung",
    details: "Details",
    pricing: "Preise und Dauer",
    extra_time: "Zusatzzeit nach der Behandlung",
    team: "Standorte, Team und Ressourcen",
    settings: "Verkaufseinstellungen",
  },
  price_types: {
    fixed: "Festpreis",
    from: "Ab",
    free: "Kostenlos",
  },
  extra_time_types: {
    none: "Keine",
    processing_after: "Einwirkzeit (Teammitglied frei)",
    blocked_after: "Blockierte Zeit (Teammitglied belegt)",
  },
  deposit_types: {
    none: "Keine",
    fixed: "Fester Betrag",
    percentage: "Prozent des Preises",
  },
  deposit_help:
    "Wird bei der Online-Buchung bezahlt und beim Kassieren abgezogen.",
  deposit_short: "Anzahlung %{amount}",
  units: {
    minutes: "%{m} Min.",
    hours: "%{h} Std.",
    hours_minutes: "%{h} Std. %{m} Min.",
  },
  default_tax: "Standard des Standorts",
  menu: {
    other: "Weitere Leistungen",
  },
  empty: {
    title: "Noch keine Dienstleistungen",
    invite:
      "Lege deine erste Dienstleistung mit Preisen und Dauer an, damit Kunden sie buchen können.",
  },
  validation: {
    deposit_amount_required: "Geben Sie den Anzahlungsbetrag ein.",
    deposit_amount_positive: "Die Anzahlung muss größer als 0 sein.",
    deposit_above_price:
      "Die Anzahlung darf den niedrigsten Preis der Dienstleistung nicht übersteigen.",
    deposit_percent:
      "Geben Sie einen ganzzahligen Prozentsatz von 1 bis 100 ein.",
    name_length: "Höchstens 150 Zeichen.",
    duration:
      "Wähle eine Dauer von 5 Minuten bis 12 Stunden in 5-Minuten-Schritten.",
    price_negative: "Der Preis darf nicht negativ sein.",
    free_price: "Eine kostenlose Option hat den Preis 0.",
    special_price: "Der Sonderpreis muss unter dem Preis liegen.",
    options_required: "Füge mindestens eine Preisoption hinzu.",
    option_name_unique:
      "Zwei Preisoptionen dürfen nicht denselben Namen haben.",
    extra_time: "Gib die Zusatzzeit in ganzen Minuten an, von 5 bis 120.",
    team_members_required: "Wähle mindestens ein Teammitglied.",
    locations_required: "Wähle mindestens einen Standort.",
    resources_required:
      "Wähle mindestens eine Ressource oder schalte „Benötigt eine Ressource“ aus.",
  },
};

export default services;

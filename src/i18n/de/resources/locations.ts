import type { CatalogueOf } from "../../en";
import type enLocations from "../../en/resources/locations";

/** German texts of the locations screens (`resources.locations`). */
const locations: CatalogueOf<typeof enLocations> = {
  name: "Standort |||| Standorte",
  fields: {
    id: "Id",
    name: "Name",
    address_line1: "Adresse",
    address_line2: "Adresse (Zeile 2)",
    city: "Ort",
    region: "Region",
    postcode: "Postleitzahl",
    country_code: "Land",
    timezone: "Zeitzone",
    phone: "Telefon",
    email: "E-Mail",
    opening_hours: "Öffnungszeiten",
    default_service_tax_rate_id: "Standardsteuer für Leistungen",
    default_product_tax_rate_id: "Standardsteuer für Produkte",
    invoice_sequence_id: "Rechnungsnummernkreis",
    online_booking_enabled: "Online-Buchung",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Geändert",
  },
  sections: {
    address: "Adresse",
    contact: "Kontakt",
    sales: "Verkauf",
  },
  no_tax: "Keine Steuer",
  week: {
    title: "Öffnungszeiten",
    closed: "Geschlossen",
    opens: "Öffnet",
    closes: "Schließt",
    add: "Öffnungszeit hinzufügen",
    remove: "Diese Öffnungszeit entfernen",
    invalid_time: "%{day}: jede Öffnungs- und Schließzeit eingeben.",
    end_before_start:
      "%{day}: Die Schließzeit muss nach der Öffnungszeit liegen.",
    overlap: "%{day}: Die Öffnungszeiten überschneiden sich.",
    days: {
      mon: "Montag",
      tue: "Dienstag",
      wed: "Mittwoch",
      thu: "Donnerstag",
      fri: "Freitag",
      sat: "Samstag",
      sun: "Sonntag",
    },
  },
  empty: {
    title: "Noch keine Standorte",
    invite:
      "Legen Sie Ihren ersten Standort an: Adresse und Öffnungszeiten erscheinen auf Rechnungen und begrenzen den Kalender.",
  },
};

export default locations;

import type { CatalogueOf } from "../../en";
import type enSuppliers from "../../en/resources/suppliers";

/**
 * German texts of the suppliers resource (`resources.suppliers`).
 */
const suppliers: CatalogueOf<typeof enSuppliers> = {
  name: "Lieferant |||| Lieferanten",
  empty: {
    title: "Noch keine Lieferanten",
    invite: "Legen Sie die Lieferanten an, bei denen Sie Produkte bestellen.",
  },
  fields: {
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
    contact_first_name: "Vorname der Kontaktperson",
    contact_last_name: "Nachname der Kontaktperson",
    email: "E-Mail",
    mobile: "Mobil",
    phone: "Telefon",
    website: "Website",
    account_number: "Kundennummer",
    address_line1: "Adresse",
    address_line2: "Adresszusatz",
    city: "Ort",
    region: "Region",
    postcode: "Postleitzahl",
    country_code: "Ländercode",
    notes: "Notizen",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
  sections: {
    contact: "Kontakt",
    address: "Adresse",
  },
  helpers: {
    email: "Bestellungen werden an diese Adresse gesendet.",
  },
  validation: {
    website: "Geben Sie eine Webadresse ein, z. B. https://example.com.",
    country_code: "Verwenden Sie den zweistelligen Ländercode, z. B. DE.",
  },
};

export default suppliers;

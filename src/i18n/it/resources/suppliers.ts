import type { CatalogueOf } from "../../en";
import type enSuppliers from "../../en/resources/suppliers";

/**
 * Italian texts of the suppliers resource (`resources.suppliers`).
 */
const suppliers: CatalogueOf<typeof enSuppliers> = {
  name: "Fornitore |||| Fornitori",
  empty: {
    title: "Ancora nessun fornitore",
    invite: "Aggiungi i fornitori da cui ordini i prodotti.",
  },
  fields: {
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
    contact_first_name: "Nome del referente",
    contact_last_name: "Cognome del referente",
    email: "E-mail",
    mobile: "Cellulare",
    phone: "Telefono",
    website: "Sito web",
    account_number: "Numero cliente",
    address_line1: "Indirizzo",
    address_line2: "Indirizzo (riga 2)",
    city: "Città",
    region: "Provincia / regione",
    postcode: "CAP",
    country_code: "Codice paese",
    notes: "Note",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  sections: {
    contact: "Contatto",
    address: "Indirizzo",
  },
  helpers: {
    email: "Gli ordini di acquisto vengono inviati a questo indirizzo.",
  },
  validation: {
    website: "Inserisci un indirizzo web, ad esempio https://example.com.",
    country_code: "Usa il codice paese di due lettere, ad esempio IT.",
  },
};

export default suppliers;

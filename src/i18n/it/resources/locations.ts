import type { CatalogueOf } from "../../en";
import type enLocations from "../../en/resources/locations";

/** Italian texts of the locations screens (`resources.locations`). */
const locations: CatalogueOf<typeof enLocations> = {
  name: "Sede |||| Sedi",
  fields: {
    id: "Id",
    name: "Nome",
    address_line1: "Indirizzo",
    address_line2: "Indirizzo (riga 2)",
    city: "Città",
    region: "Provincia",
    postcode: "CAP",
    country_code: "Paese",
    timezone: "Fuso orario",
    phone: "Telefono",
    email: "E-mail",
    opening_hours: "Orari di apertura",
    default_service_tax_rate_id: "Imposta predefinita sui servizi",
    default_product_tax_rate_id: "Imposta predefinita sui prodotti",
    invoice_sequence_id: "Numerazione fatture",
    online_booking_enabled: "Prenotazione online",
    archived_at: "Archiviata",
    created_at: "Creata",
    updated_at: "Aggiornata",
  },
  sections: {
    address: "Indirizzo",
    contact: "Contatti",
    sales: "Vendite",
  },
  no_tax: "Nessuna imposta",
  week: {
    title: "Orari di apertura",
    closed: "Chiuso",
    opens: "Apre",
    closes: "Chiude",
    add: "Aggiungi orario",
    remove: "Rimuovi questo orario",
    invalid_time: "%{day}: inserisci ogni orario di apertura e di chiusura.",
    end_before_start:
      "%{day}: l'orario di chiusura deve seguire quello di apertura.",
    overlap: "%{day}: gli orari si sovrappongono.",
    days: {
      mon: "Lunedì",
      tue: "Martedì",
      wed: "Mercoledì",
      thu: "Giovedì",
      fri: "Venerdì",
      sat: "Sabato",
      sun: "Domenica",
    },
  },
  empty: {
    title: "Ancora nessuna sede",
    invite:
      "Aggiungi la prima sede: indirizzo e orari compaiono sulle fatture e delimitano l'agenda.",
  },
};

export default locations;

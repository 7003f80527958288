import type { CatalogueOf } from "../../en";
import type enMemberships from "../../en/resources/memberships";

/** Italian texts of the memberships resource (`resources.memberships`). */
const memberships: CatalogueOf<typeof enMemberships> = {
  name: "Abbonamento |||| Abbonamenti",
  fields: {
    id: "ID",
    name: "Nome",
    description: "Descrizione",
    colour: "Colore",
    terms: "Termini e condizioni",
    services_scope: "Servizi inclusi",
    service_ids: "Servizi",
    session_type: "Sedute",
    sessions_count: "Numero di sedute",
    valid_for_value: "Valido per",
    valid_for_unit: "Unità",
    price: "Prezzo",
    tax_rate_id: "Aliquota",
    location_ids: "Sedi",
    online_sales_enabled: "Venduto online",
    commission_enabled: "Dà diritto a provvigione",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  sections: {
    details: "Dettagli",
    services: "Servizi e sedi",
    sessions: "Sedute e validità",
    sale: "Vendita",
  },
  scopes: {
    all: "Tutti i servizi",
    selected: "Servizi selezionati",
  },
  session_types: {
    limited: "Limitate",
    unlimited: "Illimitate",
  },
  units: {
    days: "Giorni",
    months: "Mesi",
    years: "Anni",
  },
  validity: {
    days: "%{smart_count} giorno |||| %{smart_count} giorni",
    months: "%{smart_count} mese |||| %{smart_count} mesi",
    years: "%{smart_count} anno |||| %{smart_count} anni",
  },
  sessions_limited: "%{smart_count} seduta |||| %{smart_count} sedute",
  default_tax: "Predefinita della sede",
  empty: {
    title: "Ancora nessun abbonamento",
    invite:
      "Vendi pacchetti di sedute o accesso illimitato. Crea il tuo primo abbonamento.",
  },
  validation: {
    name_length: "Usa al massimo 150 caratteri.",
    sessions_count: "Inserisci il numero di sedute (da 1 a 1000).",
    services_required: "Scegli almeno un servizio.",
    valid_for: "Inserisci un numero intero da 1 a 1000.",
    price_negative: "Il prezzo non può essere negativo.",
    locations_required: "Scegli almeno una sede.",
  },
};

export default memberships;

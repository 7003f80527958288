import type { CatalogueOf } from "../../en";
import type enVoucherTypes from "../../en/resources/voucher-types";

/** Italian texts of `resources.voucher-types`. */
const voucherTypes: CatalogueOf<typeof enVoucherTypes> = {
  name: "Tipo di buono regalo |||| Tipi di buono regalo",
  empty: {
    title: "Ancora nessun tipo di buono regalo",
    invite: "Crea i buoni regalo che i tuoi clienti possono acquistare.",
  },
  fields: {
    id: "Id",
    name: "Nome",
    value: "Valore",
    retail_price: "Prezzo",
    valid_for_value: "Valido per",
    valid_for_unit: "Unità",
    validity: "Validità",
    redeemable_for: "Utilizzabile per",
    service_ids: "Servizi",
    location_ids: "Venduto presso",
    online_sales_enabled: "Venduto online",
    title: "Titolo sul buono",
    description: "Descrizione",
    colour: "Colore",
    note_for_client: "Nota per il cliente",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    archived: "Solo archiviati",
    redeemable_for: "Utilizzabile per",
    online_sales_enabled: "Venduto online",
  },
  units: {
    days: "Giorni",
    months: "Mesi",
    years: "Anni",
  },
  redeemable: {
    any: "Qualsiasi servizio",
    selected_services: "Servizi selezionati",
  },
  sections: {
    price: "Valore e prezzo",
    scope: "Dove e per cosa",
    design: "Aspetto del buono",
  },
  actions: {
    issued: "Buoni emessi",
  },
  validation: {
    value_positive: "Il valore deve essere maggiore di 0.",
    price_min: "Il prezzo non può essere negativo.",
    validity_pair:
      "Inserisci numero e unità, oppure lasciali vuoti per usare la validità predefinita.",
    services_required: "Scegli almeno un servizio.",
    locations_required: "Scegli almeno una sede in cui è venduto.",
  },
  notifications: {
    default_validity:
      "Lascia vuota la validità per usare quella predefinita delle impostazioni buoni.",
  },
};

export default voucherTypes;

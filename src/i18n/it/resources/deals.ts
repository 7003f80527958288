import type { CatalogueOf } from "../../en";
import type enDeals from "../../en/resources/deals";

/** Italian texts of `resources.deals`. */
const deals: CatalogueOf<typeof enDeals> = {
  name: "Promozione |||| Promozioni",
  empty: {
    title: "Ancora nessuna promozione",
    invite: "Crea un codice sconto o un'offerta per i tuoi clienti.",
  },
  fields: {
    id: "Id",
    name: "Nome",
    type: "Tipo",
    code: "Codice promozionale",
    discount_type: "Sconto",
    discount_pct: "Sconto (%)",
    discount_amount: "Importo dello sconto",
    discount: "Sconto",
    applies_to: "Si applica a",
    service_ids: "Servizi",
    product_ids: "Prodotti",
    location_ids: "Sedi",
    channels: "Vendita",
    starts_at: "Inizio",
    ends_at: "Fine",
    usage_limit_total: "Utilizzi in totale",
    usage_limit_per_client: "Utilizzi per cliente",
    status: "Stato",
    archived_at: "Archiviata",
    created_at: "Creata",
    updated_at: "Aggiornata",
  },
  filters: {
    archived: "Solo archiviate",
    status: "Stato",
    type: "Tipo",
    applies_to: "Si applica a",
    starts_from: "Inizio dal",
    starts_until: "Inizio fino al",
  },
  types: {
    promotion_code: "Codice promozionale",
    flash_sale: "Offerta lampo",
  },
  discount_types: {
    percent: "Percentuale",
    fixed: "Importo fisso",
  },
  applies: {
    all_services: "Tutti i servizi",
    selected_services: "Servizi selezionati",
    all_products: "Tutti i prodotti",
    selected_products: "Prodotti selezionati",
    memberships: "Abbonamenti",
    vouchers: "Buoni regalo",
  },
  channels: {
    online: "Online",
    in_store: "In sede",
    both: "Online e in sede",
  },
  statuses: {
    active: "Attiva",
    inactive: "Inattiva",
    archived: "Archiviata",
  },
  sections: {
    discount: "Sconto",
    scope: "A cosa si applica",
    period: "Quando e quante volte",
  },
  actions: {
    archive: "Archivia",
  },
  validation: {
    code_required:
      "Inserisci il codice che i clienti digitano per ottenere questa promozione.",
    code_format: "Usa solo lettere, cifre, - e _.",
    percent_range: "Inserisci una percentuale da 0 a 100.",
    amount_required: "Inserisci l'importo dello sconto.",
    end_after_start: "La fine deve essere successiva all'inizio.",
    services_required: "Scegli almeno un servizio.",
    products_required: "Scegli almeno un prodotto.",
    locations_required: "Scegli almeno una sede.",
    positive: "Inserisci un numero intero maggiore di 0.",
  },
  notifications: {
    archived: "Promozione archiviata |||| %{smart_count} promozioni archiviate",
    limits_help:
      "Lascia vuoto per nessun limite. Gli utilizzi sono contati sulle vendite non annullate.",
  },
};

export default deals;

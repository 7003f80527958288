import type { CatalogueOf } from "../../en";
import type enServices from "../../en/resources/services";

/** Italian texts of the services resource (`resources.services`). */
const services: CatalogueOf<typeof enServices> = {
  name: "Servizio |||| Servizi",
  fields: {
    deposit_type: "Acconto",
    deposit_amount: "Importo dell'acconto",
    deposit_percent: "Acconto (% del prezzo)",
    id: "ID",
    name: "Nome",
    description: "Descrizione",
    treatment_type_id: "Tipo di trattamento",
    extra_time_type: "Tempo aggiuntivo",
    extra_time_minutes: "Tempo aggiuntivo (minuti)",
    resources_required: "Richiede una risorsa (cabina o attrezzatura)",
    online_booking_enabled: "Prenotabile online",
    voucher_sales_enabled: "Vendibile con buoni",
    commission_enabled: "Dà diritto a provvigione",
    tax_rate_id: "Aliquota",
    colour: "Colore",
    sort_order: "Ordine di visualizzazione",
    team_member_ids: "Membri del team",
    location_ids: "Sedi",
    resource_ids: "Risorse",
    pricing_options: "Opzioni di prezzo",
    option_name: "Nome dell'opzione",
    duration_minutes: "Durata",
    price_type: "Tipo di prezzo",
    price: "Prezzo",
    special_price: "Prezzo speciale",
    durations: "Durata",
    price_range: "Prezzo",
    price_min: "Prezzo più basso",
    price_max: "Prezzo più alto",
    duration_min: "Durata più breve",
    duration_max: "Durata più lunga",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    has_deposit: "Richiede acconto",
    search: "Cerca",
    location: "Sede",
    archived: "Solo archiviati",
  },
  sections: {
    deposit: "Acconto",
    details: "Dettagli",
    pricing: "Prezzi e durata",
    extra_time: "Tempo aggiuntivo dopo il servizio",
    team: "Sedi, team e risorse",
    settings: "Impostazioni di vendita",
  },
  price_types: {
    fixed: "Fisso",
    from: "A partire da",
    free: "Gratuito",
  },
  extra_time_types: {
    none: "Nessuno",
    processing_after: "Tempo di posa (operatore libero)",
    blocked_after: "Tempo bloccato (operatore occupato)",
  },
  deposit_types: {
    none: "Nessuno",
    fixed: "Importo fisso",
    percentage: "Percentuale del prezzo",
  },
  deposit_help:
    "Si paga alla prenotazione online e si detrae al momento del pagamento.",
  deposit_short: "Acconto %{amount}",
  units: {
    minutes: "%{m} min",
    hours: "%{h} h",
    hours_minutes: "%{h} h %{m} min",
  },
  default_tax: "Predefinita della sede",
  menu: {
    other: "Altri servizi",
  },
  empty: {
    title: "Ancora nessun servizio",
    invite:
      "Crea il tuo primo servizio con prezzi e durate, così i clienti potranno prenotarlo.",
  },
  validation: {
    deposit_amount_required: "Inserisci l'importo dell'acconto.",
    deposit_amount_positive: "L'acconto deve essere maggiore di 0.",
    deposit_above_price:
      "L'acconto non può superare il prezzo più basso del servizio.",
    deposit_percent: "Inserisci una percentuale intera da 1 a 100.",
    name_length: "Usa al massimo 150 caratteri.",
    duration: "Scegli una durata da 5 minuti a 12 ore, a passi di 5 minuti.",
    price_negative: "Il prezzo non può essere negativo.",
    free_price: "Un'opzione gratuita ha prezzo 0.",
    special_price: "Il prezzo speciale deve essere inferiore al prezzo.",
    options_required: "Aggiungi almeno un'opzione di prezzo.",
    option_name_unique:
      "Due opzioni di prezzo non possono avere lo stesso nome.",
    extra_time: "Inserisci il tempo aggiuntivo in minuti interi, da 5 a 120.",
    team_members_required: "Scegli almeno un membro del team.",
    locations_required: "Scegli almeno una sede.",
    resources_required:
      "Scegli almeno una risorsa oppure disattiva «Richiede una risorsa».",
  },
};

export default services;

import type { CatalogueOf } from "../../en";
import type enCommissionPlans from "../../en/resources/commission-plans";

/** Italian texts of commission plans (`resources.commission-plans`). */
const commissionPlans: CatalogueOf<typeof enCommissionPlans> = {
  name: "Piano provvigioni |||| Piani provvigioni",
  fields: {
    id: "ID",
    team_member_id: "Membro del team",
    deduct_discounts: "Detrai gli sconti",
    rules: "Regole per tipo di articolo",
    item_type: "Tipo di articolo",
    enabled: "Matura provvigione",
    rate_type: "Tipo di provvigione",
    rate_pct: "Percentuale (%)",
    fixed_amount: "Importo per articolo",
    overrides: "Eccezioni",
    item_id: "Articolo",
    excluded: "Nessuna provvigione",
    tiers: "Scaglioni",
    tier_from: "Da vendite di",
    tier_to: "Fino a (vuoto = senza limite)",
    tier_period: "Vendite contate per",
    tier_mode: "Come si applicano le percentuali",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  item_types: {
    service: "Servizi",
    product: "Prodotti",
    membership: "Abbonamenti",
    voucher: "Buoni",
  },
  rate_types: {
    percent: "Percentuale del prezzo",
    fixed: "Importo fisso per articolo",
    tiered: "A scaglioni di vendite",
  },
  tier_periods: {
    day: "Giorno",
    week: "Settimana",
    month: "Mese",
  },
  tier_modes: {
    progressive:
      "Progressivo: ogni percentuale sulle vendite del suo scaglione",
    retroactive:
      "Retroattivo: lo scaglione raggiunto fissa la percentuale di tutte le vendite",
  },
  summary: {
    tiered: "a scaglioni %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "La provvigione si calcola sul prezzo scontato. Le tasse non contano mai.",
    tiers:
      "Vendite del membro del team nel periodo. Il primo scaglione parte da 0; ogni scaglione parte dove finisce il precedente; l'ultimo non ha limite superiore.",
  },
  validation: {
    rate_pct_required: "Inserisci la percentuale di provvigione.",
    rate_pct_range: "Inserisci una percentuale da 0 a 100.",
    fixed_amount_required: "Inserisci l'importo fisso della provvigione.",
    fixed_amount_range: "Inserisci un importo pari o superiore a zero.",
    duplicate_type: "Esiste già una regola per questo tipo di articolo.",
    duplicate_item: "Questo articolo ha già un'eccezione in questa regola.",
    tiers_required: "Aggiungi almeno uno scaglione.",
    tiers_max: "Una regola ha al massimo 10 scaglioni.",
    tier_first_from: "Il primo scaglione parte da 0.",
    tier_order:
      "Gli scaglioni devono essere in ordine crescente, senza vuoti né sovrapposizioni.",
    tier_open_middle:
      "Solo l'ultimo scaglione può essere senza limite: indica dove finisce questo.",
    tier_open_last: "Lascia l'ultimo scaglione senza limite superiore.",
    tier_amount: "Inserisci un importo pari o superiore a zero.",
    tier_period_required: "Scegli il periodo le cui vendite contano.",
    tier_mode_required:
      "Scegli come si applicano le percentuali degli scaglioni.",
  },
  empty: {
    title: "Ancora nessun piano provvigioni",
    invite:
      "Decidi quanto guadagna ogni membro del team sui servizi e prodotti che vende.",
  },
  notifications: {},
};

export default commissionPlans;

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
  },
  helpers: {
    deduct_discounts:
      "La provvigione si calcola sul prezzo scontato. Le tasse non contano mai.",
  },
  validation: {
    rate_pct_required: "Inserisci la percentuale di provvigione.",
    rate_pct_range: "Inserisci una percentuale da 0 a 100.",
    fixed_amount_required: "Inserisci l'importo fisso della provvigione.",
    fixed_amount_range: "Inserisci un importo pari o superiore a zero.",
    duplicate_type: "Esiste già una regola per questo tipo di articolo.",
    duplicate_item: "Questo articolo ha già un'eccezione in questa regola.",
  },
  empty: {
    title: "Ancora nessun piano provvigioni",
    invite:
      "Decidi quanto guadagna ogni membro del team sui servizi e prodotti che vende.",
  },
  notifications: {},
};

export default commissionPlans;

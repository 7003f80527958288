import type { CatalogueOf } from "../../en";
import type enCommissionPlans from "../../en/resources/commission-plans";

/** German texts of commission plans (`resources.commission-plans`). */
const commissionPlans: CatalogueOf<typeof enCommissionPlans> = {
  name: "Provisionsplan |||| Provisionspläne",
  fields: {
    id: "ID",
    team_member_id: "Teammitglied",
    deduct_discounts: "Rabatte abziehen",
    rules: "Regeln nach Artikelart",
    item_type: "Artikelart",
    enabled: "Provisionsberechtigt",
    rate_type: "Provisionsart",
    rate_pct: "Satz (%)",
    fixed_amount: "Betrag pro Artikel",
    overrides: "Ausnahmen",
    item_id: "Artikel",
    excluded: "Keine Provision",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  item_types: {
    service: "Dienstleistungen",
    product: "Produkte",
    membership: "Mitgliedschaften",
    voucher: "Gutscheine",
  },
  rate_types: {
    percent: "Prozent vom Preis",
    fixed: "Fester Betrag pro Artikel",
  },
  helpers: {
    deduct_discounts:
      "Die Provision wird auf den Preis nach Rabatten berechnet. Steuern zählen nie.",
  },
  validation: {
    rate_pct_required: "Provisionssatz in Prozent eingeben.",
    rate_pct_range: "Einen Satz von 0 bis 100 eingeben.",
    fixed_amount_required: "Festen Provisionsbetrag eingeben.",
    fixed_amount_range: "Einen Betrag von null oder mehr eingeben.",
    duplicate_type: "Für diese Artikelart gibt es bereits eine Regel.",
    duplicate_item: "Dieser Artikel hat in dieser Regel bereits eine Ausnahme.",
  },
  empty: {
    title: "Noch keine Provisionspläne",
    invite:
      "Lege fest, was jedes Teammitglied an verkauften Dienstleistungen und Produkten verdient.",
  },
  notifications: {},
};

export default commissionPlans;

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
    tiers: "Stufen",
    tier_from: "Ab Umsatz von",
    tier_to: "Bis (leer = ohne Grenze)",
    tier_period: "Umsatz gezählt pro",
    tier_mode: "Anwendung der Sätze",
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
    tiered: "Gestaffelt nach Umsatz",
  },
  tier_periods: {
    day: "Tag",
    week: "Woche",
    month: "Monat",
  },
  tier_modes: {
    progressive: "Progressiv: jeder Satz auf den Umsatz innerhalb seiner Stufe",
    retroactive:
      "Rückwirkend: die erreichte Stufe bestimmt den Satz für den ganzen Umsatz",
  },
  summary: {
    tiered: "gestaffelt %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "Die Provision wird auf den Preis nach Rabatten berechnet. Steuern zählen nie.",
    tiers:
      "Umsatz des Teammitglieds im Zeitraum. Die erste Stufe beginnt bei 0; jede Stufe beginnt, wo die vorige endet; die letzte hat keine Obergrenze.",
  },
  validation: {
    rate_pct_required: "Provisionssatz in Prozent eingeben.",
    rate_pct_range: "Einen Satz von 0 bis 100 eingeben.",
    fixed_amount_required: "Festen Provisionsbetrag eingeben.",
    fixed_amount_range: "Einen Betrag von null oder mehr eingeben.",
    duplicate_type: "Für diese Artikelart gibt es bereits eine Regel.",
    duplicate_item: "Dieser Artikel hat in dieser Regel bereits eine Ausnahme.",
    tiers_required: "Mindestens eine Stufe hinzufügen.",
    tiers_max: "Eine Regel hat höchstens 10 Stufen.",
    tier_first_from: "Die erste Stufe beginnt bei 0.",
    tier_order:
      "Stufen müssen aufsteigend sein, ohne Lücken oder Überschneidungen.",
    tier_open_middle:
      "Nur die letzte Stufe darf offen sein: Ende dieser Stufe eingeben.",
    tier_open_last: "Die letzte Stufe ohne Obergrenze lassen.",
    tier_amount: "Einen Betrag von null oder mehr eingeben.",
    tier_period_required: "Zeitraum wählen, dessen Umsatz zählt.",
    tier_mode_required: "Wählen, wie die Stufensätze gelten.",
  },
  empty: {
    title: "Noch keine Provisionspläne",
    invite:
      "Lege fest, was jedes Teammitglied an verkauften Dienstleistungen und Produkten verdient.",
  },
  notifications: {},
};

export default commissionPlans;

import type { CatalogueOf } from "../../en";
import type enDeals from "../../en/resources/deals";

/** German texts of `resources.deals`. */
const deals: CatalogueOf<typeof enDeals> = {
  name: "Angebot |||| Angebote",
  empty: {
    title: "Noch keine Angebote",
    invite: "Erstellen Sie einen Rabattcode oder ein Angebot für Ihre Kunden.",
  },
  fields: {
    id: "Id",
    name: "Name",
    type: "Art",
    code: "Aktionscode",
    discount_type: "Rabatt",
    discount_pct: "Rabatt (%)",
    discount_amount: "Rabattbetrag",
    discount: "Rabatt",
    applies_to: "Gilt für",
    service_ids: "Leistungen",
    product_ids: "Produkte",
    location_ids: "Standorte",
    channels: "Verkauf",
    starts_at: "Beginnt",
    ends_at: "Endet",
    usage_limit_total: "Einlösungen insgesamt",
    usage_limit_per_client: "Einlösungen pro Kunde",
    status: "Status",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    archived: "Nur archivierte",
    status: "Status",
    type: "Art",
    applies_to: "Gilt für",
    starts_from: "Beginnt ab",
    starts_until: "Beginnt bis",
  },
  types: {
    promotion_code: "Aktionscode",
    flash_sale: "Blitzangebot",
  },
  discount_types: {
    percent: "Prozent",
    fixed: "Fester Betrag",
  },
  applies: {
    all_services: "Alle Leistungen",
    selected_services: "Ausgewählte Leistungen",
    all_products: "Alle Produkte",
    selected_products: "Ausgewählte Produkte",
    memberships: "Mitgliedschaften",
    vouchers: "Gutscheine",
  },
  channels: {
    online: "Online",
    in_store: "Vor Ort",
    both: "Online und vor Ort",
  },
  statuses: {
    active: "Aktiv",
    inactive: "Inaktiv",
    archived: "Archiviert",
  },
  sections: {
    discount: "Rabatt",
    scope: "Wofür es gilt",
    period: "Wann und wie oft",
  },
  actions: {
    archive: "Archivieren",
  },
  validation: {
    code_required:
      "Geben Sie den Code ein, den Kunden für dieses Angebot eingeben.",
    code_format: "Nur Buchstaben, Ziffern, - und _ verwenden.",
    percent_range: "Geben Sie einen Prozentsatz von 0 bis 100 ein.",
    amount_required: "Geben Sie den Rabattbetrag ein.",
    end_after_start: "Das Ende muss nach dem Beginn liegen.",
    services_required: "Wählen Sie mindestens eine Leistung.",
    products_required: "Wählen Sie mindestens ein Produkt.",
    locations_required: "Wählen Sie mindestens einen Standort.",
    positive: "Geben Sie eine ganze Zahl größer als 0 ein.",
  },
  notifications: {
    archived: "Angebot archiviert |||| %{smart_count} Angebote archiviert",
    limits_help:
      "Leer lassen für kein Limit. Gezählt werden Einlösungen in nicht stornierten Verkäufen.",
  },
};

export default deals;

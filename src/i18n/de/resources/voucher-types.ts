import type { CatalogueOf } from "../../en";
import type enVoucherTypes from "../../en/resources/voucher-types";

/** German texts of `resources.voucher-types`. */
const voucherTypes: CatalogueOf<typeof enVoucherTypes> = {
  name: "Gutscheinart |||| Gutscheinarten",
  empty: {
    title: "Noch keine Gutscheinarten",
    invite:
      "Legen Sie die Geschenkgutscheine an, die Ihre Kunden kaufen können.",
  },
  fields: {
    id: "Id",
    name: "Name",
    value: "Wert",
    retail_price: "Preis",
    valid_for_value: "Gültig für",
    valid_for_unit: "Einheit",
    validity: "Gültigkeit",
    redeemable_for: "Einlösbar für",
    service_ids: "Leistungen",
    location_ids: "Verkauft in",
    online_sales_enabled: "Online verkauft",
    title: "Titel auf dem Gutschein",
    description: "Beschreibung",
    colour: "Farbe",
    note_for_client: "Hinweis für den Kunden",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    archived: "Nur archivierte",
    redeemable_for: "Einlösbar für",
    online_sales_enabled: "Online verkauft",
  },
  units: {
    days: "Tage",
    months: "Monate",
    years: "Jahre",
  },
  redeemable: {
    any: "Jede Leistung",
    selected_services: "Ausgewählte Leistungen",
  },
  sections: {
    price: "Wert und Preis",
    scope: "Wo und wofür",
    design: "Gestaltung des Gutscheins",
  },
  actions: {
    issued: "Ausgegebene Gutscheine",
  },
  validation: {
    value_positive: "Der Wert muss größer als 0 sein.",
    price_min: "Der Preis darf nicht negativ sein.",
    validity_pair:
      "Geben Sie Zahl und Einheit ein oder lassen Sie beides leer, um die Standardgültigkeit zu verwenden.",
    services_required: "Wählen Sie mindestens eine Leistung.",
    locations_required:
      "Wählen Sie mindestens einen Standort, an dem er verkauft wird.",
  },
  notifications: {
    default_validity:
      "Lassen Sie die Gültigkeit leer, um den Standard aus den Gutscheineinstellungen zu verwenden.",
  },
};

export default voucherTypes;

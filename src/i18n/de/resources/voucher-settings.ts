import type { CatalogueOf } from "../../en";
import type enVoucherSettings from "../../en/resources/voucher-settings";

/** German texts of `resources.voucher-settings`. */
const voucherSettings: CatalogueOf<typeof enVoucherSettings> = {
  name: "Gutscheineinstellungen |||| Gutscheineinstellungen",
  fields: {
    default_valid_for_value: "Gutscheine sind gültig für",
    default_valid_for_unit: "Einheit",
    code_length: "Codelänge",
    code_prefix: "Codepräfix",
    allow_partial_redemption: "Teileinlösung erlauben",
    redeemable_on_products: "Für Produkte einlösbar",
    online_sales_enabled: "Gutscheine online verkaufen",
    terms_text: "Geschäftsbedingungen",
    updated_at: "Aktualisiert",
  },
  sections: {
    validity: "Standardgültigkeit",
    codes: "Gutscheincodes",
    redemption: "Einlösung",
  },
  validation: {
    code_length: "Codes haben 6 bis 16 Zeichen.",
    code_prefix: "Bis zu 6 Buchstaben und Ziffern verwenden.",
    positive: "Geben Sie eine ganze Zahl größer als 0 ein.",
  },
  notifications: {
    code_help:
      "Neue Gutscheincodes bestehen nach dem Präfix aus zufälligen Großbuchstaben und Ziffern.",
  },
};

export default voucherSettings;

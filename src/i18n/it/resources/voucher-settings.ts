import type { CatalogueOf } from "../../en";
import type enVoucherSettings from "../../en/resources/voucher-settings";

/** Italian texts of `resources.voucher-settings`. */
const voucherSettings: CatalogueOf<typeof enVoucherSettings> = {
  name: "Impostazioni buoni |||| Impostazioni buoni",
  fields: {
    default_valid_for_value: "I buoni sono validi per",
    default_valid_for_unit: "Unità",
    code_length: "Lunghezza del codice",
    code_prefix: "Prefisso del codice",
    allow_partial_redemption: "Consenti di usare parte del saldo",
    redeemable_on_products: "Utilizzabili per i prodotti",
    online_sales_enabled: "Vendi buoni online",
    terms_text: "Termini e condizioni",
    updated_at: "Aggiornato",
  },
  sections: {
    validity: "Validità predefinita",
    codes: "Codici dei buoni",
    redemption: "Utilizzo",
  },
  validation: {
    code_length: "I codici hanno da 6 a 16 caratteri.",
    code_prefix: "Usa fino a 6 lettere e cifre.",
    positive: "Inserisci un numero intero maggiore di 0.",
  },
  notifications: {
    code_help:
      "I nuovi codici sono lettere maiuscole e cifre casuali, dopo il prefisso.",
  },
};

export default voucherSettings;

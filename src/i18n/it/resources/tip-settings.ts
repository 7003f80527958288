import type { CatalogueOf } from "../../en";
import type enTipSettings from "../../en/resources/tip-settings";

/** Italian texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings: CatalogueOf<typeof enTipSettings> = {
  name: "Impostazione mance |||| Impostazioni mance",
  fields: {
    location_id: "Sede",
    enabled: "Mance attive",
    suggested_pct: "Mance suggerite (%)",
    allow_custom: "Importo libero consentito",
    calculate_on: "Calcola su",
  },
  calculate_on: {
    before_tax: "Importo al netto delle imposte",
    after_tax: "Importo con imposte",
  },
  helper: {
    suggested_pct:
      "Fino a 5 percentuali da 5 a 100, in ordine crescente, ad es. 10, 15, 20.",
  },
  validation: {
    too_many: "Suggerisci al massimo 5 mance.",
    not_number: "Ogni mancia suggerita deve essere un numero.",
    range: "Ogni mancia suggerita deve essere tra 5 e 100 %.",
    decimals: "Usa al massimo 2 decimali.",
    ascending: "Elenca le mance in ordine crescente, senza ripetizioni.",
  },
  empty: {
    title: "Ancora nessuna impostazione mance",
    invite:
      "Configura le mance di una sede: percentuali suggerite e se il cliente può indicare un importo.",
  },
};

export default tipSettings;

import type { CatalogueOf } from "../../en";
import type enTaxRates from "../../en/resources/tax-rates";

/** Italian texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates: CatalogueOf<typeof enTaxRates> = {
  name: "Aliquota |||| Aliquote",
  fields: {
    name: "Nome",
    rate_pct: "Aliquota",
    default_service_location_ids: "Predefinita sui servizi in",
    default_product_location_ids: "Predefinita sui prodotti in",
    archived_at: "Archiviata",
  },
  helper: {
    rate: "In percentuale, da 0 a 100.",
  },
  validation: {
    decimals: "Usa al massimo 4 decimali.",
  },
  empty: {
    title: "Ancora nessuna aliquota",
    invite:
      "Aggiungi le aliquote che applichi, poi scegli quelle predefinite di ogni sede.",
  },
};

export default taxRates;

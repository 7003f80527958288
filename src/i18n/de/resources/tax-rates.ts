import type { CatalogueOf } from "../../en";
import type enTaxRates from "../../en/resources/tax-rates";

/** German texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates: CatalogueOf<typeof enTaxRates> = {
  name: "Steuersatz |||| Steuersätze",
  fields: {
    name: "Name",
    rate_pct: "Satz",
    default_service_location_ids: "Standard für Leistungen in",
    default_product_location_ids: "Standard für Produkte in",
    archived_at: "Archiviert",
  },
  helper: {
    rate: "In Prozent, von 0 bis 100.",
  },
  validation: {
    decimals: "Höchstens 4 Nachkommastellen.",
  },
  empty: {
    title: "Noch keine Steuersätze",
    invite:
      "Legen Sie Ihre Steuersätze an und wählen Sie dann die Standards jedes Standorts.",
  },
};

export default taxRates;

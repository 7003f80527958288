import type { CatalogueOf } from "../../en";
import type enTaxRates from "../../en/resources/tax-rates";

/** Spanish texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates: CatalogueOf<typeof enTaxRates> = {
  name: "Tipo de impuesto |||| Tipos de impuesto",
  fields: {
    name: "Nombre",
    rate_pct: "Tipo",
    default_service_location_ids: "Por defecto en servicios en",
    default_product_location_ids: "Por defecto en productos en",
    archived_at: "Archivado",
  },
  helper: {
    rate: "En porcentaje, de 0 a 100.",
  },
  validation: {
    decimals: "Usa como máximo 4 decimales.",
  },
  empty: {
    title: "Aún no hay tipos de impuesto",
    invite: "Añade los impuestos que cobras y elige los de cada local.",
  },
};

export default taxRates;

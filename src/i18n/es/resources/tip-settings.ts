import type { CatalogueOf } from "../../en";
import type enTipSettings from "../../en/resources/tip-settings";

/** Spanish texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings: CatalogueOf<typeof enTipSettings> = {
  name: "Ajustes de propinas |||| Ajustes de propinas",
  fields: {
    location_id: "Local",
    enabled: "Propinas activadas",
    suggested_pct: "Propinas sugeridas (%)",
    allow_custom: "Importe libre permitido",
    calculate_on: "Calcular sobre",
  },
  calculate_on: {
    before_tax: "Importe antes de impuestos",
    after_tax: "Importe con impuestos",
  },
  helper: {
    suggested_pct:
      "Hasta 5 porcentajes entre 5 y 100, en orden ascendente, p. ej. 10, 15, 20.",
  },
  validation: {
    too_many: "Sugiere como máximo 5 propinas.",
    not_number: "Cada propina sugerida debe ser un número.",
    range: "Cada propina sugerida debe estar entre 5 y 100 %.",
    decimals: "Usa como máximo 2 decimales.",
    ascending: "Ordena las propinas de menor a mayor, sin repetir.",
  },
  empty: {
    title: "Aún no hay ajustes de propinas",
    invite:
      "Configura las propinas de un local: porcentajes sugeridos y si el cliente puede indicar su importe.",
  },
};

export default tipSettings;

import type { CatalogueOf } from "../../en";
import type enCommissionPlans from "../../en/resources/commission-plans";

/** Spanish texts of commission plans (`resources.commission-plans`). */
const commissionPlans: CatalogueOf<typeof enCommissionPlans> = {
  name: "Plan de comisiones |||| Planes de comisiones",
  fields: {
    id: "ID",
    team_member_id: "Miembro del equipo",
    deduct_discounts: "Descontar descuentos",
    rules: "Reglas por tipo de artículo",
    item_type: "Tipo de artículo",
    enabled: "Genera comisión",
    rate_type: "Tipo de comisión",
    rate_pct: "Porcentaje (%)",
    fixed_amount: "Importe por artículo",
    overrides: "Excepciones",
    item_id: "Artículo",
    excluded: "Sin comisión",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  item_types: {
    service: "Servicios",
    product: "Productos",
    membership: "Membresías",
    voucher: "Bonos",
  },
  rate_types: {
    percent: "Porcentaje del precio",
    fixed: "Importe fijo por artículo",
  },
  helpers: {
    deduct_discounts:
      "La comisión se calcula sobre el precio tras los descuentos. Los impuestos nunca cuentan.",
  },
  validation: {
    rate_pct_required: "Introduce el porcentaje de comisión.",
    rate_pct_range: "Introduce un porcentaje entre 0 y 100.",
    fixed_amount_required: "Introduce el importe fijo de la comisión.",
    fixed_amount_range: "Introduce un importe igual o mayor que cero.",
    duplicate_type: "Ya hay una regla para este tipo de artículo.",
    duplicate_item: "Este artículo ya tiene una excepción en esta regla.",
  },
  empty: {
    title: "Aún no hay planes de comisiones",
    invite:
      "Decide cuánto gana cada miembro del equipo con los servicios y productos que vende.",
  },
  notifications: {},
};

export default commissionPlans;

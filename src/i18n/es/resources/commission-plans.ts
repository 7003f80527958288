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
    tiers: "Tramos",
    tier_from: "Desde ventas de",
    tier_to: "Hasta (vacío = sin límite)",
    tier_period: "Ventas contadas por",
    tier_mode: "Cómo se aplican los porcentajes",
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
    tiered: "Por tramos de ventas",
  },
  tier_periods: {
    day: "Día",
    week: "Semana",
    month: "Mes",
  },
  tier_modes: {
    progressive: "Progresivo: cada porcentaje sobre las ventas de su tramo",
    retroactive:
      "Retroactivo: el tramo alcanzado fija el porcentaje de todas las ventas",
  },
  summary: {
    tiered: "por tramos %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "La comisión se calcula sobre el precio tras los descuentos. Los impuestos nunca cuentan.",
    tiers:
      "Ventas del miembro del equipo en el periodo. El primer tramo empieza en 0; cada tramo empieza donde acaba el anterior; el último no tiene límite superior.",
  },
  validation: {
    rate_pct_required: "Introduce el porcentaje de comisión.",
    rate_pct_range: "Introduce un porcentaje entre 0 y 100.",
    fixed_amount_required: "Introduce el importe fijo de la comisión.",
    fixed_amount_range: "Introduce un importe igual o mayor que cero.",
    duplicate_type: "Ya hay una regla para este tipo de artículo.",
    duplicate_item: "Este artículo ya tiene una excepción en esta regla.",
    tiers_required: "Añade al menos un tramo.",
    tiers_max: "Una regla tiene como máximo 10 tramos.",
    tier_first_from: "El primer tramo empieza en 0.",
    tier_order:
      "Los tramos deben ir en orden ascendente, sin huecos ni solapamientos.",
    tier_open_middle:
      "Solo el último tramo puede quedar sin límite: indica dónde termina este.",
    tier_open_last: "Deja el último tramo sin límite superior.",
    tier_amount: "Introduce un importe igual o mayor que cero.",
    tier_period_required: "Elige el periodo cuyas ventas cuentan.",
    tier_mode_required: "Elige cómo se aplican los porcentajes de los tramos.",
  },
  empty: {
    title: "Aún no hay planes de comisiones",
    invite:
      "Decide cuánto gana cada miembro del equipo con los servicios y productos que vende.",
  },
  notifications: {},
};

export default commissionPlans;

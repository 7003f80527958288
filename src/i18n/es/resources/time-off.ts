import type { CatalogueOf } from "../../en";
import type enTimeOff from "../../en/resources/time-off";

/** Spanish texts of time off (`resources.time-off`). */
const timeOff: CatalogueOf<typeof enTimeOff> = {
  name: "Ausencia |||| Ausencias",
  fields: {
    id: "ID",
    team_member_id: "Miembro del equipo",
    start_at: "Desde",
    end_at: "Hasta",
    type: "Tipo",
    note: "Nota",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    from: "Desde",
    to: "Hasta",
  },
  types: {
    annual: "Vacaciones",
    sick: "Baja por enfermedad",
    training: "Formación",
    other: "Otro",
  },
  validation: {
    end_after_start: "El fin debe ser posterior al inicio.",
  },
  empty: {
    title: "Aún no hay ausencias",
    invite:
      "Registra vacaciones, bajas y formaciones; se descuentan del horario de trabajo.",
  },
  notifications: {},
};

export default timeOff;

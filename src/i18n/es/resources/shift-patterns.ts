import type { CatalogueOf } from "../../en";
import type enShiftPatterns from "../../en/resources/shift-patterns";

/** Spanish texts of working hours: shift patterns and the week grid (`resources.shift-patterns`). */
const shiftPatterns: CatalogueOf<typeof enShiftPatterns> = {
  name: "Patrón de turnos |||| Patrones de turnos",
  fields: {
    id: "ID",
    team_member_id: "Miembro del equipo",
    location_id: "Centro",
    start_date: "Empieza el",
    end_date: "Termina el",
    repeat_weeks: "Rotación",
    weeks: "Días de trabajo",
    start: "Inicio",
    end: "Fin",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    start_from: "Empieza desde",
    start_to: "Empieza hasta",
  },
  repeat: {
    "1": "Cada semana",
    "2": "Rotación de 2 semanas",
    "3": "Rotación de 3 semanas",
    "4": "Rotación de 4 semanas",
  },
  week: "Semana %{n}",
  days: {
    mon: "Lunes",
    tue: "Martes",
    wed: "Miércoles",
    thu: "Jueves",
    fri: "Viernes",
    sat: "Sábado",
    sun: "Domingo",
  },
  days_short: {
    mon: "lun",
    tue: "mar",
    wed: "mié",
    thu: "jue",
    fri: "vie",
    sat: "sáb",
    sun: "dom",
  },
  helpers: {
    end_date: "Déjalo vacío si no tiene fecha de fin.",
    grid: "Añade uno o más turnos por día; el hueco entre turnos es un descanso. Los días sin turnos son días libres.",
  },
  validation: {
    time: "Introduce una hora.",
    end_after_start:
      "El turno debe terminar después de empezar (no puede pasar de medianoche).",
    overlap: "Este turno se solapa con otro turno del día.",
    end_date: "La fecha de fin no puede ser anterior a la de inicio.",
    no_intervals: "Añade un turno o marca el día como libre.",
  },
  empty: {
    title: "Aún no hay patrones de turnos",
    invite:
      "Define los turnos semanales que se repiten de un miembro del equipo.",
  },
  grid: {
    title: "Horario de trabajo",
    member: "Miembro del equipo",
    previous: "Semana anterior",
    next: "Semana siguiente",
    this_week: "Esta semana",
    week_of: "%{from} – %{to}",
    patterns: "Patrones",
    overrides: "Días modificados",
    time_off_list: "Ausencias",
    day_off: "Día libre",
    closed: "Cerrado",
    time_off: "Ausencia",
    edit_day: "Editar %{name} el %{date}",
    day_title: "%{name}, %{date}",
    edit_pattern: "Editar el patrón",
    add_pattern: "Añadir un patrón",
    remove_override: "Volver al patrón",
    no_members: "Añade miembros del equipo para planificar su horario.",
    hint: "Haz clic en un día para cambiar solo ese día o para editar el patrón que se repite.",
    source: {
      override: "Modificado para este día",
      pattern: "Según el patrón semanal",
      none: "Ningún patrón cubre este día",
    },
  },
  notifications: {},
};

export default shiftPatterns;

import type { CatalogueOf } from "../../en";
import type enResourceWorkingHours from "../../en/resources/resource-working-hours";

/**
 * Spanish texts of the resource-working-hours resource (`resources.resource-working-hours`).
 */
const resourceWorkingHours: CatalogueOf<typeof enResourceWorkingHours> = {
  name: "Horario de recurso |||| Horarios de recursos",
  empty: {
    title: "Aún no hay horarios de recursos",
    invite:
      "Define las horas de cada semana en que se puede reservar cada recurso.",
  },
  fields: {
    id: "ID",
    resource_id: "Recurso",
    start_date: "Desde",
    end_date: "Hasta",
    repeat_weeks: "Se repite cada",
    weeks: "Días abiertos",
    start: "Inicio",
    end: "Fin",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    starts_from: "Empieza desde",
    starts_until: "Empieza hasta",
  },
  repeat: {
    "1": "Cada semana",
    "2": "Cada 2 semanas",
    "3": "Cada 3 semanas",
    "4": "Cada 4 semanas",
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
  short_days: {
    mon: "Lun",
    tue: "Mar",
    wed: "Mié",
    thu: "Jue",
    fri: "Vie",
    sat: "Sáb",
    sun: "Dom",
  },
  closed: "Cerrado",
  open_ended: "Sin fecha de fin",
  helpers: {
    end_date: "Déjalo vacío para mantener este horario.",
    grid: "Añade uno o más intervalos para cada día en que se puede reservar el recurso; un día sin intervalos está cerrado.",
  },
  validation: {
    time: "Introduce una hora.",
    end_after_start: "El fin debe ser posterior al inicio, el mismo día.",
    overlap: "Este intervalo se solapa con otro del mismo día.",
    end_date: "La fecha de fin no puede ser anterior a la de inicio.",
    no_intervals: "Marca el día como cerrado o añade un intervalo.",
  },
  overrides: {
    title: "Excepciones por fecha",
    intro:
      "El horario de una fecha sustituye al horario semanal de este recurso ese día.",
    empty: "Aún no hay excepciones.",
    date: "Fecha",
    closed: "Cerrado todo el día",
    closed_day: "Cerrado",
    note: "Nota",
    add: "Añadir excepción",
    saved: "Excepción guardada.",
    deleted: "Excepción eliminada.",
  },
};

export default resourceWorkingHours;

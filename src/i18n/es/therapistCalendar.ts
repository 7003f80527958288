import type { CatalogueOf } from "../en";
import type en from "../en/therapistCalendar";

const therapistCalendar: CatalogueOf<typeof en> = {
  app: {
    dashboard: {
      greeting_therapist: "Hola %{name}, este es tu día",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "Acceso a la agenda",
          all: "Citas de todo el equipo",
          own: "Solo sus propias citas",
          own_hint:
            "Las citas de los compañeros aparecen como tiempo ocupado, sin datos del cliente.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "Ocupado",
        print_title: "Imprimir una hoja del día",
        print_location: "Hoja del día: todo el centro",
        print_member: "Hoja del día: %{name}",
      },
      day_sheet: {
        title: "Hoja del día",
        time: "Hora",
        client: "Cliente",
        phone: "Teléfono",
        services: "Servicios",
        notes: "Notas",
        team_member: "Miembro del equipo",
        none: "No hay citas este día.",
        walk_in: "Sin cita",
      },
      dashboard: {
        today: "Hoy",
        no_today: "No hay citas hoy.",
        cancelled: "Cancelada",
      },
    },
  },
};

export default therapistCalendar;

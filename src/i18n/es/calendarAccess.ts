import type { CatalogueOf } from "../en";
import type en from "../en/calendarAccess";

const calendarAccess: CatalogueOf<typeof en> = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "Cita no mostrada",
          busy: "Esta cita es de otro miembro del equipo: solo puedes ver que ese tiempo está ocupado.",
          missing:
            "Esta cita no se puede abrir: no existe o no tienes permiso para verla.",
          close: "Cerrar",
        },
      },
    },
  },
};

export default calendarAccess;

import type { CatalogueOf } from "../en";
import type en from "../en/calendarAccess";

const calendarAccess: CatalogueOf<typeof en> = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "Запись не показана",
          busy: "Это запись другого сотрудника: вы видите только, что это время занято.",
          missing:
            "Эту запись нельзя открыть: её нет, или у вас нет доступа к ней.",
          close: "Закрыть",
        },
      },
    },
  },
};

export default calendarAccess;

import type { CatalogueOf } from "../en";
import type en from "../en/calendarAccess";

const calendarAccess: CatalogueOf<typeof en> = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "Termin nicht angezeigt",
          busy: "Dieser Termin gehört einem anderen Teammitglied: Sie sehen nur, dass die Zeit belegt ist.",
          missing:
            "Dieser Termin kann nicht geöffnet werden: Er existiert nicht, oder Sie dürfen ihn nicht sehen.",
          close: "Schließen",
        },
      },
    },
  },
};

export default calendarAccess;

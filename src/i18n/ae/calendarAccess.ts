import type { CatalogueOf } from "../en";
import type en from "../en/calendarAccess";

const calendarAccess: CatalogueOf<typeof en> = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "الموعد غير معروض",
          busy: "هذا الموعد لعضو آخر في الفريق: يمكنك أن ترى فقط أن الوقت محجوز.",
          missing: "لا يمكن فتح هذا الموعد: إنه غير موجود أو لا يحق لك رؤيته.",
          close: "إغلاق",
        },
      },
    },
  },
};

export default calendarAccess;

import type { CatalogueOf } from "../en";
import type en from "../en/therapistCalendar";

const therapistCalendar: CatalogueOf<typeof en> = {
  app: {
    dashboard: {
      greeting_therapist: "مرحبًا %{name}، هذا يومك",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "الوصول إلى التقويم",
          all: "مواعيد جميع أعضاء الفريق",
          own: "مواعيده الخاصة فقط",
          own_hint: "تظهر مواعيد الزملاء كوقت مشغول، دون بيانات العميل.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "مشغول",
        print_title: "طباعة ورقة اليوم",
        print_location: "ورقة اليوم: الفرع كله",
        print_member: "ورقة اليوم: %{name}",
      },
      day_sheet: {
        title: "ورقة اليوم",
        time: "الوقت",
        client: "العميل",
        phone: "الهاتف",
        services: "الخدمات",
        notes: "ملاحظات",
        team_member: "عضو الفريق",
        none: "لا توجد مواعيد في هذا اليوم.",
        walk_in: "بدون حجز",
      },
      dashboard: {
        today: "اليوم",
        no_today: "لا توجد مواعيد اليوم.",
        cancelled: "ملغى",
      },
    },
  },
};

export default therapistCalendar;

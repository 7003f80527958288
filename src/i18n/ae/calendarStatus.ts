import type { CatalogueOf } from "../en";
import type enCalendarStatus from "../en/calendarStatus";

/** Arabic texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`). */
const calendarStatus: CatalogueOf<typeof enCalendarStatus> = {
  legend: {
    open: "دليل الألوان",
    title: "الألوان والحالات",
    statuses: "الحالات",
    colour_by: "تلوين الكتل حسب",
    by_member: "عضو الفريق",
    by_category: "فئة الخدمة",
    categories: "فئات الخدمات",
    part: "الجزء %{part} من %{count} لموعد واحد",
  },
  panel: {
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    alerts: "تنبيهات",
    blocked_online: "محظور من الحجز عبر الإنترنت",
    client_notes: "ملاحظات العميل",
    appointment_notes: "ملاحظات الموعد",
    last_visit: "آخر زيارة",
    no_visit: "لا توجد بعد",
    no_shows: "مرات عدم الحضور",
    late_cancellations: "الإلغاءات المتأخرة",
    total: "الإجمالي",
    rebook: "إعادة الحجز",
    undo_no_show: "التراجع عن عدم الحضور",
    no_show_title: "تسجيل عدم الحضور؟",
    no_show_text:
      "لم يحضر %{client} إلى %{reference} في %{time}. يصبح الوقت متاحًا؛ ويمكن التراجع عن ذلك.",
    no_show_confirm: "تسجيل عدم الحضور",
    keep: "إبقاء",
  },
  undo: {
    action: "تراجع",
    undone: "تم التراجع عن النقل.",
  },
  takings: {
    label: "الإيرادات",
    hint: "المدفوعات المحصلة في هذا الفرع في هذا اليوم بعد خصم المبالغ المستردة (المبيعات اليومية)",
  },
};

export default calendarStatus;

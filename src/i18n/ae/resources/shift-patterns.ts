import type { CatalogueOf } from "../../en";
import type enShiftPatterns from "../../en/resources/shift-patterns";

/** Arabic texts of working hours: shift patterns and the week grid (`resources.shift-patterns`). */
const shiftPatterns: CatalogueOf<typeof enShiftPatterns> = {
  name: "أنماط مناوبات |||| نمط مناوبات |||| أنماط المناوبات |||| أنماط مناوبات |||| نمط مناوبات |||| نمط مناوبات",
  fields: {
    id: "المعرّف",
    team_member_id: "عضو الفريق",
    location_id: "الفرع",
    start_date: "يبدأ في",
    end_date: "ينتهي في",
    repeat_weeks: "التناوب",
    weeks: "أيام العمل",
    start: "البداية",
    end: "النهاية",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    start_from: "يبدأ من",
    start_to: "يبدأ حتى",
  },
  repeat: {
    "1": "كل أسبوع",
    "2": "تناوب كل أسبوعين",
    "3": "تناوب كل 3 أسابيع",
    "4": "تناوب كل 4 أسابيع",
  },
  week: "الأسبوع %{n}",
  days: {
    mon: "الاثنين",
    tue: "الثلاثاء",
    wed: "الأربعاء",
    thu: "الخميس",
    fri: "الجمعة",
    sat: "السبت",
    sun: "الأحد",
  },
  days_short: {
    mon: "الاثنين",
    tue: "الثلاثاء",
    wed: "الأربعاء",
    thu: "الخميس",
    fri: "الجمعة",
    sat: "السبت",
    sun: "الأحد",
  },
  helpers: {
    end_date: "اتركه فارغًا إذا لم يكن هناك تاريخ انتهاء.",
    grid: "أضف مناوبة أو أكثر لكل يوم؛ الفجوة بين المناوبتين استراحة. الأيام بلا مناوبات أيام عطلة.",
  },
  validation: {
    time: "أدخل الوقت.",
    end_after_start:
      "يجب أن تنتهي المناوبة بعد بدايتها (لا تتجاوز منتصف الليل).",
    overlap: "هذه المناوبة تتداخل مع مناوبة أخرى في اليوم نفسه.",
    end_date: "لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء.",
    no_intervals: "أضف مناوبة أو حدّد اليوم كيوم عطلة.",
  },
  empty: {
    title: "لا توجد أنماط مناوبات بعد",
    invite: "حدّد المناوبات الأسبوعية المتكررة لعضو الفريق.",
  },
  grid: {
    title: "ساعات العمل",
    member: "عضو الفريق",
    previous: "الأسبوع السابق",
    next: "الأسبوع التالي",
    this_week: "هذا الأسبوع",
    week_of: "%{from} – %{to}",
    patterns: "الأنماط",
    overrides: "الأيام المعدّلة",
    time_off_list: "الإجازات",
    day_off: "يوم عطلة",
    closed: "مغلق",
    time_off: "إجازة",
    edit_day: "تعديل %{name} في %{date}",
    day_title: "%{name}، %{date}",
    edit_pattern: "تعديل النمط",
    add_pattern: "إضافة نمط",
    remove_override: "العودة إلى النمط",
    no_members: "أضف أعضاء الفريق لتخطيط ساعات عملهم.",
    hint: "انقر على يوم لتغيير ذلك اليوم فقط أو لتعديل النمط المتكرر.",
    source: {
      override: "معدّل لهذا اليوم",
      pattern: "من النمط الأسبوعي",
      none: "لا يوجد نمط يغطي هذا اليوم",
    },
  },
  notifications: {},
};

export default shiftPatterns;

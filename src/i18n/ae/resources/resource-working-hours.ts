import type { CatalogueOf } from "../../en";
import type enResourceWorkingHours from "../../en/resources/resource-working-hours";

/**
 * Arabic texts of the resource-working-hours resource (`resources.resource-working-hours`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const resourceWorkingHours: CatalogueOf<typeof enResourceWorkingHours> = {
  name: "ساعات عمل الموارد |||| ساعات عمل مورد |||| ساعات عمل الموارد |||| ساعات عمل موارد |||| ساعات عمل موارد |||| ساعات عمل مورد",
  empty: {
    title: "لا توجد ساعات عمل للموارد بعد",
    invite: "حدّد الساعات الأسبوعية التي يمكن فيها حجز كل مورد.",
  },
  fields: {
    id: "المعرّف",
    resource_id: "المورد",
    start_date: "من",
    end_date: "حتى",
    repeat_weeks: "يتكرر كل",
    weeks: "أيام العمل",
    start: "البداية",
    end: "النهاية",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    starts_from: "يبدأ من",
    starts_until: "يبدأ حتى",
  },
  repeat: {
    "1": "كل أسبوع",
    "2": "كل أسبوعين",
    "3": "كل 3 أسابيع",
    "4": "كل 4 أسابيع",
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
  short_days: {
    mon: "الاثنين",
    tue: "الثلاثاء",
    wed: "الأربعاء",
    thu: "الخميس",
    fri: "الجمعة",
    sat: "السبت",
    sun: "الأحد",
  },
  closed: "مغلق",
  open_ended: "بلا تاريخ انتهاء",
  helpers: {
    end_date: "اتركه فارغًا للإبقاء على هذه الساعات.",
    grid: "أضف فترة أو أكثر لكل يوم يمكن حجز المورد فيه؛ اليوم بلا فترات مغلق.",
  },
  validation: {
    time: "أدخل الوقت.",
    end_after_start: "يجب أن تكون النهاية بعد البداية في اليوم نفسه.",
    overlap: "هذه الفترة تتداخل مع فترة أخرى في اليوم نفسه.",
    end_date: "لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء.",
    no_intervals: "حدد اليوم كمغلق أو أضف فترة.",
  },
  overrides: {
    title: "استثناءات التواريخ",
    intro:
      "ساعات تاريخ معيّن تحل محل الساعات الأسبوعية لهذا المورد في ذلك اليوم.",
    empty: "لا توجد استثناءات بعد.",
    date: "التاريخ",
    closed: "مغلق طوال اليوم",
    closed_day: "مغلق",
    note: "ملاحظة",
    add: "إضافة استثناء",
    saved: "تم حفظ الاستثناء.",
    deleted: "تم حذف الاستثناء.",
  },
};

export default resourceWorkingHours;

import type { CatalogueOf } from "../../en";
import type enAvailability from "../../en/resources/service-availability";

/** Arabic texts of the service-availability resource (`resources.service-availability`). */
const serviceAvailability: CatalogueOf<typeof enAvailability> = {
  name: "قواعد توفر |||| قاعدة توفر |||| قواعد التوفر |||| قواعد توفر |||| قاعدة توفر |||| قاعدة توفر",
  fields: {
    id: "المعرّف",
    service_id: "الخدمة",
    location_id: "الفرع",
    channels: "قناة الحجز",
    rules: "الأيام والساعات",
    weekday: "اليوم",
    start: "من",
    end: "إلى",
    date_from: "صالحة من",
    date_to: "صالحة حتى",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  sections: {
    hours: "الأيام والساعات",
    period: "الفترة (اختياري)",
  },
  channels: {
    both: "عبر الإنترنت وفي المركز",
    online: "عبر الإنترنت فقط",
    in_store: "في المركز فقط",
  },
  weekdays: {
    1: "الاثنين",
    2: "الثلاثاء",
    3: "الأربعاء",
    4: "الخميس",
    5: "الجمعة",
    6: "السبت",
    7: "الأحد",
  },
  weekdays_short: {
    1: "اثنين",
    2: "ثلاثاء",
    3: "أربعاء",
    4: "خميس",
    5: "جمعة",
    6: "سبت",
    7: "أحد",
  },
  all_locations: "كل الفروع",
  empty: {
    title: "لا توجد قواعد توفر بعد",
    invite:
      "من دون قواعد يمكن حجز الخدمة متى عمل فريقها. أضف قاعدة لتحديد الأيام والساعات.",
  },
  validation: {
    time: "أدخل الوقت.",
    end_after_start: "يجب أن تكون النهاية بعد البداية.",
    overlap: "هذه الفترة تتداخل مع فترة أخرى في اليوم نفسه.",
    rules_required: "أضف فترة واحدة على الأقل.",
    date_order: "لا يمكن أن يسبق تاريخ النهاية تاريخ البداية.",
  },
};

export default serviceAvailability;

import type { CatalogueOf } from "../../en";
import type enShiftOverrides from "../../en/resources/shift-overrides";

/** Arabic texts of changed days (`resources.shift-overrides`). */
const shiftOverrides: CatalogueOf<typeof enShiftOverrides> = {
  name: "أيام معدّلة |||| يوم معدّل |||| الأيام المعدّلة |||| أيام معدّلة |||| يومًا معدّلًا |||| يوم معدّل",
  fields: {
    id: "المعرّف",
    team_member_id: "عضو الفريق",
    location_id: "الفرع",
    date: "التاريخ",
    intervals: "المناوبات",
    note: "ملاحظة",
    day_off: "يوم عطلة",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    from: "من",
    to: "حتى",
  },
  empty: {
    title: "لا توجد أيام معدّلة بعد",
    invite: "غيّر ساعات يوم واحد أو امنح يوم عطلة دون المساس بالنمط.",
  },
  notifications: {},
};

export default shiftOverrides;

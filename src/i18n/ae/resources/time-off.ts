import type { CatalogueOf } from "../../en";
import type enTimeOff from "../../en/resources/time-off";

/** Arabic texts of time off (`resources.time-off`). */
const timeOff: CatalogueOf<typeof enTimeOff> = {
  name: "إجازات |||| إجازة |||| الإجازات |||| إجازات |||| إجازة |||| إجازة",
  fields: {
    id: "المعرّف",
    team_member_id: "عضو الفريق",
    start_at: "من",
    end_at: "حتى",
    type: "النوع",
    note: "ملاحظة",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    from: "من",
    to: "حتى",
  },
  types: {
    annual: "إجازة سنوية",
    sick: "إجازة مرضية",
    training: "تدريب",
    other: "أخرى",
  },
  validation: {
    end_after_start: "يجب أن تكون النهاية بعد البداية.",
  },
  empty: {
    title: "لا توجد إجازات بعد",
    invite: "سجّل الإجازات والمرض والتدريب؛ تُخصم من ساعات العمل.",
  },
  notifications: {},
};

export default timeOff;

import type { CatalogueOf } from "../../en";
import type enReferralSources from "../../en/resources/referral-sources";

/** Arabic texts of `resources.referral-sources`. */
const referralSources: CatalogueOf<typeof enReferralSources> = {
  name: "مصادر العملاء |||| مصدر العملاء |||| مصادر العملاء |||| مصادر للعملاء |||| مصدرًا للعملاء |||| مصدر للعملاء",
  empty: {
    title: "لا توجد مصادر للعملاء بعد",
    invite: "أضف الطرق التي يعرفك بها العملاء، مثل موقعك الإلكتروني أو توصية.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    sort_order: "الترتيب",
    is_default: "الافتراضي للعملاء الجدد",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    archived: "المؤرشفة فقط",
    is_default: "الافتراضي",
  },
  actions: {
    move_up: "نقل لأعلى",
    move_down: "نقل لأسفل",
  },
  notifications: {
    default_help:
      "يمكن أن يكون مصدر واحد فقط هو الافتراضي؛ اختيار هذا المصدر يحل محل السابق.",
  },
};

export default referralSources;

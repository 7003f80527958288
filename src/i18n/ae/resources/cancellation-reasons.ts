import type { CatalogueOf } from "../../en";
import type enCancellationReasons from "../../en/resources/cancellation-reasons";

/** Arabic texts of `resources.cancellation-reasons`. */
const cancellationReasons: CatalogueOf<typeof enCancellationReasons> = {
  name: "أسباب الإلغاء |||| سبب الإلغاء |||| أسباب الإلغاء |||| أسباب للإلغاء |||| سببًا للإلغاء |||| سبب للإلغاء",
  empty: {
    title: "لا توجد أسباب إلغاء بعد",
    invite:
      "أضف الأسباب التي يذكرها العملاء عند الإلغاء لتعرف لماذا تُفقد الحجوزات.",
  },
  fields: {
    id: "المعرّف",
    name: "السبب",
    initiated_by: "ألغاه",
    sort_order: "الترتيب",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    archived: "المؤرشفة فقط",
    initiated_by: "ألغاه",
  },
  initiators: {
    client: "العميل",
    business: "النشاط التجاري",
    any: "أيٌّ منهما",
  },
  actions: {
    move_up: "نقل لأعلى",
    move_down: "نقل لأسفل",
  },
  notifications: {
    order_help:
      "تُعرض الأسباب بهذا الترتيب عند إلغاء موعد. رتّب حسب الترتيب لنقلها.",
  },
};

export default cancellationReasons;

import type { CatalogueOf } from "../../en";
import type enResources from "../../en/resources/resources";

/**
 * Arabic texts of the resources resource (`resources.resources`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const resources: CatalogueOf<typeof enResources> = {
  name: "موارد |||| مورد |||| الموارد |||| موارد |||| موردًا |||| مورد",
  empty: {
    title: "لا توجد موارد بعد",
    invite: "أضف الغرف والمعدات التي تحتاجها الحجوزات.",
  },
  fields: {
    capacity: "السعة",
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
    code: "الرمز",
    resource_category_id: "الفئة",
    location_id: "الفرع",
    description: "الوصف",
    calendar_colour: "لون التقويم",
    sort_order: "الترتيب",
    service_ids: "الخدمات",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
    service: "تستخدمه الخدمة",
  },
  capacity_short: "السعة: %{n}",
  helpers: {
    capacity: "عدد الحجوزات في الوقت نفسه (غرفة بسريرين = 2).",
    code: "تسمية قصيرة تظهر في التقويم.",
    services: "الخدمات التي تحتاج إلى هذه الغرفة أو المعدات.",
    sort_order: "يختار التعيين التلقائي أول مورد متاح بهذا الترتيب.",
  },
  validation: {
    capacity: "أدخل عددًا صحيحًا من 1 إلى 50.",
    whole_number: "أدخل عددًا صحيحًا.",
  },
};

export default resources;

import type { CatalogueOf } from "../../en";
import type enTreatmentTypes from "../../en/resources/treatment-types";

/** Arabic texts of the treatment-types resource (`resources.treatment-types`). */
const treatmentTypes: CatalogueOf<typeof enTreatmentTypes> = {
  name: "أنواع علاج |||| نوع علاج |||| أنواع العلاج |||| أنواع علاج |||| نوعًا من العلاج |||| نوع علاج",
  fields: {
    id: "المعرّف",
    name: "الاسم",
    description: "الوصف",
    colour: "اللون",
    sort_order: "ترتيب العرض",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
  empty: {
    title: "لا توجد أنواع علاج بعد",
    invite:
      "تجمع أنواع العلاج، مثل التدليك والعناية بالبشرة والأظافر، خدماتك. أنشئ النوع الأول.",
  },
  validation: {
    name_length: "استخدم 100 حرف على الأكثر.",
    sort_order: "استخدم عددًا صحيحًا يساوي 0 أو أكثر.",
  },
};

export default treatmentTypes;

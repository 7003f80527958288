import type { CatalogueOf } from "../../en";
import type enBrands from "../../en/resources/brands";

/**
 * Arabic texts of the brands resource (`resources.brands`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const brands: CatalogueOf<typeof enBrands> = {
  name: "علامات تجارية |||| علامة تجارية |||| العلامات التجارية |||| علامات تجارية |||| علامةً تجارية |||| علامة تجارية",
  empty: {
    title: "لا توجد علامات تجارية بعد",
    invite: "أضف العلامات التجارية للمنتجات التي تبيعها وتستخدمها.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
};

export default brands;

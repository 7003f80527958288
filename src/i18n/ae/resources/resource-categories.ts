import type { CatalogueOf } from "../../en";
import type enResourceCategories from "../../en/resources/resource-categories";

/**
 * Arabic texts of the resource-categories resource (`resources.resource-categories`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const resourceCategories: CatalogueOf<typeof enResourceCategories> = {
  name: "فئات موارد |||| فئة موارد |||| فئات الموارد |||| فئات موارد |||| فئةً من الموارد |||| فئة موارد",
  empty: {
    title: "لا توجد فئات موارد بعد",
    invite: "صنّف غرفك ومعداتك في فئات.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
    description: "الوصف",
    colour: "اللون",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
};

export default resourceCategories;

import type { CatalogueOf } from "../../en";
import type enProductCategories from "../../en/resources/product-categories";

/**
 * Arabic texts of the product-categories resource (`resources.product-categories`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const productCategories: CatalogueOf<typeof enProductCategories> = {
  name: "فئات منتجات |||| فئة منتجات |||| فئات المنتجات |||| فئات منتجات |||| فئةً من المنتجات |||| فئة منتجات",
  empty: {
    title: "لا توجد فئات منتجات بعد",
    invite: "صنّف منتجاتك في فئات، مثل العناية بالشعر أو بالبشرة.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
    sort_order: "الترتيب",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
  validation: {
    whole_number: "أدخل عددًا صحيحًا.",
  },
};

export default productCategories;

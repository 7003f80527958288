import type { CatalogueOf } from "../../en";
import type enTaxRates from "../../en/resources/tax-rates";

/** Arabic (ae) texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates: CatalogueOf<typeof enTaxRates> = {
  name: "نسب ضريبة |||| نسبة ضريبة |||| نسبتا ضريبة |||| نسب ضريبة |||| نسبة ضريبة |||| نسبة ضريبة",
  fields: {
    name: "الاسم",
    rate_pct: "النسبة",
    default_service_location_ids: "افتراضية للخدمات في",
    default_product_location_ids: "افتراضية للمنتجات في",
    archived_at: "مؤرشفة",
  },
  helper: {
    rate: "نسبة مئوية من 0 إلى 100.",
  },
  validation: {
    decimals: "استخدم 4 منازل عشرية على الأكثر.",
  },
  empty: {
    title: "لا توجد نسب ضريبة بعد",
    invite: "أضف نسب الضريبة التي تطبقها، ثم اختر الافتراضية لكل فرع.",
  },
};

export default taxRates;

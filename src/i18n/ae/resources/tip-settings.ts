import type { CatalogueOf } from "../../en";
import type enTipSettings from "../../en/resources/tip-settings";

/** Arabic (ae) texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings: CatalogueOf<typeof enTipSettings> = {
  name: "إعدادات البقشيش |||| إعداد البقشيش |||| إعدادا البقشيش |||| إعدادات البقشيش |||| إعدادًا للبقشيش |||| إعداد البقشيش",
  fields: {
    location_id: "الفرع",
    enabled: "البقشيش مفعّل",
    suggested_pct: "نسب البقشيش المقترحة (%)",
    allow_custom: "يُسمح بمبلغ مخصص",
    calculate_on: "الحساب على",
  },
  calculate_on: {
    before_tax: "المبلغ قبل الضريبة",
    after_tax: "المبلغ بعد الضريبة",
  },
  helper: {
    suggested_pct: "حتى 5 نسب من 5 إلى 100 بترتيب تصاعدي، مثل 10، 15، 20.",
  },
  validation: {
    too_many: "اقترح 5 نسب على الأكثر.",
    not_number: "يجب أن تكون كل نسبة مقترحة رقمًا.",
    range: "يجب أن تكون كل نسبة مقترحة بين 5 و100 %.",
    decimals: "استخدم منزلتين عشريتين على الأكثر.",
    ascending: "رتّب النسب تصاعديًا دون تكرار.",
  },
  empty: {
    title: "لا توجد إعدادات بقشيش بعد",
    invite: "اضبط البقشيش لفرع: النسب المقترحة وما إذا كان للعميل إدخال مبلغه.",
  },
};

export default tipSettings;

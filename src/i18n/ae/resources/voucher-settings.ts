import type { CatalogueOf } from "../../en";
import type enVoucherSettings from "../../en/resources/voucher-settings";

/** Arabic texts of `resources.voucher-settings`. */
const voucherSettings: CatalogueOf<typeof enVoucherSettings> = {
  name: "إعدادات القسائم |||| إعدادات القسائم |||| إعدادات القسائم |||| إعدادات القسائم |||| إعدادات القسائم |||| إعدادات القسائم",
  fields: {
    default_valid_for_value: "القسائم صالحة لمدة",
    default_valid_for_unit: "الوحدة",
    code_length: "طول الرمز",
    code_prefix: "بادئة الرمز",
    allow_partial_redemption: "السماح باستخدام جزء من الرصيد",
    redeemable_on_products: "تُستخدم لدفع المنتجات",
    online_sales_enabled: "بيع القسائم عبر الإنترنت",
    terms_text: "الشروط والأحكام",
    updated_at: "آخر تحديث",
  },
  sections: {
    validity: "الصلاحية الافتراضية",
    codes: "رموز القسائم",
    redemption: "الاستخدام",
  },
  validation: {
    code_length: "تتكون الرموز من 6 إلى 16 حرفًا.",
    code_prefix: "استخدم حتى 6 أحرف لاتينية وأرقام.",
    positive: "أدخل عددًا صحيحًا أكبر من 0.",
  },
  notifications: {
    code_help: "تتكون الرموز الجديدة من البادئة ثم أحرف كبيرة وأرقام عشوائية.",
  },
};

export default voucherSettings;

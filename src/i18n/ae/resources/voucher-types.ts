import type { CatalogueOf } from "../../en";
import type enVoucherTypes from "../../en/resources/voucher-types";

/** Arabic texts of `resources.voucher-types`. */
const voucherTypes: CatalogueOf<typeof enVoucherTypes> = {
  name: "أنواع قسائم |||| نوع قسيمة |||| أنواع القسائم |||| أنواع قسائم |||| نوعًا من القسائم |||| نوع قسيمة",
  empty: {
    title: "لا توجد أنواع قسائم بعد",
    invite: "أنشئ قسائم الهدايا التي يمكن لعملائك شراؤها.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    value: "القيمة",
    retail_price: "السعر",
    valid_for_value: "صالحة لمدة",
    valid_for_unit: "الوحدة",
    validity: "الصلاحية",
    redeemable_for: "تُستخدم لدفع",
    service_ids: "الخدمات",
    location_ids: "تُباع في",
    online_sales_enabled: "تُباع عبر الإنترنت",
    title: "العنوان على القسيمة",
    description: "الوصف",
    colour: "اللون",
    note_for_client: "ملاحظة للعميل",
    archived_at: "مؤرشفة",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    archived: "المؤرشفة فقط",
    redeemable_for: "تُستخدم لدفع",
    online_sales_enabled: "تُباع عبر الإنترنت",
  },
  units: {
    days: "أيام",
    months: "أشهر",
    years: "سنوات",
  },
  redeemable: {
    any: "أي خدمة",
    selected_services: "خدمات مختارة",
  },
  sections: {
    price: "القيمة والسعر",
    scope: "أين ولماذا",
    design: "تصميم القسيمة",
  },
  actions: {
    issued: "القسائم المُصدرة",
  },
  validation: {
    value_positive: "يجب أن تكون القيمة أكبر من 0.",
    price_min: "لا يمكن أن يكون السعر سالبًا.",
    validity_pair:
      "أدخل العدد والوحدة معًا، أو اتركهما فارغين لاستخدام الصلاحية الافتراضية.",
    services_required: "اختر خدمة واحدة على الأقل.",
    locations_required: "اختر فرعًا واحدًا على الأقل تُباع فيه.",
  },
  notifications: {
    default_validity:
      "اترك الصلاحية فارغة لاستخدام الصلاحية الافتراضية من إعدادات القسائم.",
  },
};

export default voucherTypes;

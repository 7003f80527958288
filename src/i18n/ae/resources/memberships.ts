import type { CatalogueOf } from "../../en";
import type enMemberships from "../../en/resources/memberships";

/** Arabic texts of the memberships resource (`resources.memberships`); six plural forms. */
const memberships: CatalogueOf<typeof enMemberships> = {
  name: "عضويات |||| عضوية |||| العضويات |||| عضويات |||| عضوية |||| عضوية",
  fields: {
    id: "المعرّف",
    name: "الاسم",
    description: "الوصف",
    colour: "اللون",
    terms: "الشروط والأحكام",
    services_scope: "الخدمات المشمولة",
    service_ids: "الخدمات",
    session_type: "الجلسات",
    sessions_count: "عدد الجلسات",
    valid_for_value: "صالحة لمدة",
    valid_for_unit: "الوحدة",
    price: "السعر",
    tax_rate_id: "نسبة الضريبة",
    location_ids: "الفروع",
    online_sales_enabled: "تُباع عبر الإنترنت",
    commission_enabled: "تستحق عمولة",
    archived_at: "مؤرشفة",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
  sections: {
    details: "التفاصيل",
    services: "الخدمات والفروع",
    sessions: "الجلسات والصلاحية",
    sale: "البيع",
  },
  scopes: {
    all: "كل الخدمات",
    selected: "خدمات مختارة",
  },
  session_types: {
    limited: "محدودة",
    unlimited: "غير محدودة",
  },
  units: {
    days: "أيام",
    months: "أشهر",
    years: "سنوات",
  },
  validity: {
    days: "%{smart_count} يوم |||| %{smart_count} يوم |||| %{smart_count} يومان |||| %{smart_count} أيام |||| %{smart_count} يومًا |||| %{smart_count} يوم",
    months:
      "%{smart_count} شهر |||| %{smart_count} شهر |||| %{smart_count} شهران |||| %{smart_count} أشهر |||| %{smart_count} شهرًا |||| %{smart_count} شهر",
    years:
      "%{smart_count} سنة |||| %{smart_count} سنة |||| %{smart_count} سنتان |||| %{smart_count} سنوات |||| %{smart_count} سنة |||| %{smart_count} سنة",
  },
  sessions_limited:
    "%{smart_count} جلسة |||| %{smart_count} جلسة |||| %{smart_count} جلستان |||| %{smart_count} جلسات |||| %{smart_count} جلسة |||| %{smart_count} جلسة",
  default_tax: "الافتراضي للفرع",
  empty: {
    title: "لا توجد عضويات بعد",
    invite: "بِع باقات من الجلسات أو دخولًا غير محدود. أنشئ عضويتك الأولى.",
  },
  validation: {
    name_length: "استخدم 150 حرفًا على الأكثر.",
    sessions_count: "أدخل عدد الجلسات (من 1 إلى 1000).",
    services_required: "اختر خدمة واحدة على الأقل.",
    valid_for: "أدخل عددًا صحيحًا من 1 إلى 1000.",
    price_negative: "لا يمكن أن يكون السعر سالبًا.",
    locations_required: "اختر فرعًا واحدًا على الأقل.",
  },
};

export default memberships;

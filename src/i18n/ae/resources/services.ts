import type { CatalogueOf } from "../../en";
import type enServices from "../../en/resources/services";

/**
 * Arabic texts of the services resource (`resources.services`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`, as in clients.ts.
 */
const services: CatalogueOf<typeof enServices> = {
  name: "خدمات |||| خدمة |||| الخدمات |||| خدمات |||| خدمة |||| خدمة",
  fields: {
    deposit_type: "العربون",
    deposit_amount: "مبلغ العربون",
    deposit_percent: "العربون (% من السعر)",
    id: "المعرّف",
    name: "الاسم",
    description: "الوصف",
    treatment_type_id: "نوع العلاج",
    extra_time_type: "وقت إضافي",
    extra_time_minutes: "الوقت الإضافي (بالدقائق)",
    resources_required: "تحتاج إلى مورد (غرفة أو جهاز)",
    online_booking_enabled: "متاحة للحجز عبر الإنترنت",
    voucher_sales_enabled: "يمكن بيعها بقسائم",
    commission_enabled: "تستحق عمولة",
    tax_rate_id: "نسبة الضريبة",
    colour: "اللون",
    sort_order: "ترتيب العرض",
    team_member_ids: "أعضاء الفريق",
    location_ids: "الفروع",
    resource_ids: "الموارد",
    pricing_options: "خيارات السعر",
    option_name: "اسم الخيار",
    duration_minutes: "المدة",
    price_type: "نوع السعر",
    price: "السعر",
    special_price: "السعر الخاص",
    durations: "المدة",
    price_range: "السعر",
    price_min: "أدنى سعر",
    price_max: "أعلى سعر",
    duration_min: "أقصر مدة",
    duration_max: "أطول مدة",
    archived_at: "مؤرشفة",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    has_deposit: "يتطلب عربونًا",
    search: "بحث",
    location: "الفرع",
    archived: "المؤرشفة فقط",
  },
  sections: {
    deposit: "العربون",
    details: "التفاصيل",
    pricing: "الأسعار والمدة",
    extra_time: "وقت إضافي بعد الخدمة",
    team: "الفروع والفريق والموارد",
    settings: "إعدادات البيع",
  },
  price_types: {
    fixed: "ثابت",
    from: "ابتداءً من",
    free: "مجاني",
  },
  extra_time_types: {
    none: "بدون",
    processing_after: "وقت معالجة (عضو الفريق متاح)",
    blocked_after: "وقت محجوز (عضو الفريق مشغول)",
  },
  deposit_types: {
    none: "بدون",
    fixed: "مبلغ ثابت",
    percentage: "نسبة من السعر",
  },
  deposit_help: "يُدفع عند الحجز عبر الإنترنت ويُخصم عند الدفع.",
  deposit_short: "العربون %{amount}",
  units: {
    minutes: "%{m} دقيقة",
    hours: "%{h} ساعة",
    hours_minutes: "%{h} ساعة %{m} دقيقة",
  },
  default_tax: "الافتراضي للفرع",
  menu: {
    other: "خدمات أخرى",
  },
  empty: {
    title: "لا توجد خدمات بعد",
    invite: "أنشئ خدمتك الأولى بأسعارها ومددها ليتمكن العملاء من حجزها.",
  },
  validation: {
    deposit_amount_required: "أدخل مبلغ العربون.",
    deposit_amount_positive: "يجب أن يكون العربون أكبر من 0.",
    deposit_above_price: "لا يمكن أن يتجاوز العربون أقل سعر للخدمة.",
    deposit_percent: "أدخل نسبة مئوية صحيحة من 1 إلى 100.",
    name_length: "استخدم 150 حرفًا على الأكثر.",
    duration: "اختر مدة من 5 دقائق إلى 12 ساعة، بخطوات من 5 دقائق.",
    price_negative: "لا يمكن أن يكون السعر سالبًا.",
    free_price: "سعر الخيار المجاني هو 0.",
    special_price: "يجب أن يكون السعر الخاص أقل من السعر.",
    options_required: "أضف خيار سعر واحدًا على الأقل.",
    option_name_unique: "لا يمكن أن يحمل خياران للسعر الاسم نفسه.",
    extra_time: "أدخل الوقت الإضافي بالدقائق الكاملة، من 5 إلى 120.",
    team_members_required: "اختر عضوًا واحدًا على الأقل من الفريق.",
    locations_required: "اختر فرعًا واحدًا على الأقل.",
    resources_required: "اختر موردًا واحدًا على الأقل، أو أوقف «تحتاج إلى مورد».",
  },
};

export default services;

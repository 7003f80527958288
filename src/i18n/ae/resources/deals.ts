import type { CatalogueOf } from "../../en";
import type enDeals from "../../en/resources/deals";

/** Arabic texts of `resources.deals`. */
const deals: CatalogueOf<typeof enDeals> = {
  name: "عروض |||| عرض |||| العروض |||| عروض |||| عرضًا |||| عرض",
  empty: {
    title: "لا توجد عروض بعد",
    invite: "أنشئ رمز خصم أو عرضًا لعملائك.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    type: "النوع",
    code: "رمز الترويج",
    discount_type: "الخصم",
    discount_pct: "الخصم (%)",
    discount_amount: "مبلغ الخصم",
    discount: "الخصم",
    applies_to: "ينطبق على",
    service_ids: "الخدمات",
    product_ids: "المنتجات",
    location_ids: "الفروع",
    channels: "البيع",
    starts_at: "يبدأ",
    ends_at: "ينتهي",
    usage_limit_total: "عدد الاستخدامات الكلي",
    usage_limit_per_client: "الاستخدامات لكل عميل",
    status: "الحالة",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    archived: "المؤرشفة فقط",
    status: "الحالة",
    type: "النوع",
    applies_to: "ينطبق على",
    starts_from: "يبدأ من",
    starts_until: "يبدأ حتى",
  },
  types: {
    promotion_code: "رمز ترويجي",
    flash_sale: "تخفيض سريع",
  },
  discount_types: {
    percent: "نسبة مئوية",
    fixed: "مبلغ ثابت",
  },
  applies: {
    all_services: "كل الخدمات",
    selected_services: "خدمات مختارة",
    all_products: "كل المنتجات",
    selected_products: "منتجات مختارة",
    memberships: "العضويات",
    vouchers: "القسائم",
  },
  channels: {
    online: "عبر الإنترنت",
    in_store: "في الفرع",
    both: "عبر الإنترنت وفي الفرع",
  },
  statuses: {
    active: "نشط",
    inactive: "غير نشط",
    archived: "مؤرشف",
  },
  sections: {
    discount: "الخصم",
    scope: "ما ينطبق عليه",
    period: "متى وكم مرة",
  },
  actions: {
    archive: "أرشفة",
  },
  validation: {
    code_required: "أدخل الرمز الذي يكتبه العملاء للحصول على هذا العرض.",
    code_format: "استخدم الأحرف والأرقام و - و _ فقط.",
    percent_range: "أدخل نسبة من 0 إلى 100.",
    amount_required: "أدخل مبلغ الخصم.",
    end_after_start: "يجب أن تكون النهاية بعد البداية.",
    services_required: "اختر خدمة واحدة على الأقل.",
    products_required: "اختر منتجًا واحدًا على الأقل.",
    locations_required: "اختر فرعًا واحدًا على الأقل.",
    positive: "أدخل عددًا صحيحًا أكبر من 0.",
  },
  notifications: {
    archived:
      "لم يُؤرشف أي عرض |||| تمت أرشفة العرض |||| تمت أرشفة عرضين |||| تمت أرشفة %{smart_count} عروض |||| تمت أرشفة %{smart_count} عرضًا |||| تمت أرشفة %{smart_count} عرض",
    limits_help:
      "اتركه فارغًا لعدم التقييد. تُحسب الاستخدامات في المبيعات غير الملغاة.",
  },
};

export default deals;

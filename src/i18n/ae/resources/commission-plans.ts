import type { CatalogueOf } from "../../en";
import type enCommissionPlans from "../../en/resources/commission-plans";

/** Arabic texts of commission plans (`resources.commission-plans`). */
const commissionPlans: CatalogueOf<typeof enCommissionPlans> = {
  name: "خطط عمولات |||| خطة عمولة |||| خطط العمولات |||| خطط عمولات |||| خطة عمولة |||| خطة عمولة",
  fields: {
    id: "المعرّف",
    team_member_id: "عضو الفريق",
    deduct_discounts: "خصم التخفيضات",
    rules: "القواعد حسب نوع الصنف",
    item_type: "نوع الصنف",
    enabled: "يستحق عمولة",
    rate_type: "نوع العمولة",
    rate_pct: "النسبة (%)",
    fixed_amount: "المبلغ لكل صنف",
    overrides: "الاستثناءات",
    item_id: "الصنف",
    excluded: "بلا عمولة",
    tiers: "الشرائح",
    tier_from: "من مبيعات قدرها",
    tier_to: "حتى (فارغ = بلا حد)",
    tier_period: "تُحتسب المبيعات لكل",
    tier_mode: "طريقة تطبيق النسب",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  item_types: {
    service: "الخدمات",
    product: "المنتجات",
    membership: "العضويات",
    voucher: "القسائم",
  },
  rate_types: {
    percent: "نسبة من السعر",
    fixed: "مبلغ ثابت لكل صنف",
    tiered: "شرائح حسب المبيعات",
  },
  tier_periods: {
    day: "يوم",
    week: "أسبوع",
    month: "شهر",
  },
  tier_modes: {
    progressive: "تصاعدي: كل نسبة على المبيعات ضمن شريحتها",
    retroactive: "بأثر رجعي: الشريحة المحققة تحدد النسبة لكل المبيعات",
  },
  summary: {
    tiered: "بالشرائح %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "تُحسب العمولة على السعر بعد الخصومات. لا تُحتسب الضريبة أبدًا.",
    tiers:
      "مبيعات عضو الفريق خلال الفترة. تبدأ الشريحة الأولى من 0، وتبدأ كل شريحة حيث تنتهي السابقة، والأخيرة بلا حد أعلى.",
  },
  validation: {
    rate_pct_required: "أدخل نسبة العمولة بالمئة.",
    rate_pct_range: "أدخل نسبة من 0 إلى 100.",
    fixed_amount_required: "أدخل مبلغ العمولة الثابت.",
    fixed_amount_range: "أدخل مبلغًا يساوي صفرًا أو أكثر.",
    duplicate_type: "توجد قاعدة لهذا النوع من الأصناف بالفعل.",
    duplicate_item: "لهذا الصنف استثناء في هذه القاعدة بالفعل.",
    tiers_required: "أضف شريحة واحدة على الأقل.",
    tiers_max: "للقاعدة 10 شرائح على الأكثر.",
    tier_first_from: "تبدأ الشريحة الأولى من 0.",
    tier_order: "يجب أن تكون الشرائح تصاعدية بلا فجوات أو تداخل.",
    tier_open_middle:
      "الشريحة الأخيرة وحدها يمكن أن تكون بلا حد: أدخل نهاية هذه الشريحة.",
    tier_open_last: "اترك الشريحة الأخيرة بلا حد أعلى.",
    tier_amount: "أدخل مبلغًا يساوي صفرًا أو أكثر.",
    tier_period_required: "اختر الفترة التي تُحتسب مبيعاتها.",
    tier_mode_required: "اختر طريقة تطبيق نسب الشرائح.",
  },
  empty: {
    title: "لا توجد خطط عمولات بعد",
    invite: "حدّد ما يكسبه كل عضو في الفريق من الخدمات والمنتجات التي يبيعها.",
  },
  notifications: {},
};

export default commissionPlans;

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
  },
  helpers: {
    deduct_discounts:
      "تُحسب العمولة على السعر بعد الخصومات. لا تُحتسب الضريبة أبدًا.",
  },
  validation: {
    rate_pct_required: "أدخل نسبة العمولة بالمئة.",
    rate_pct_range: "أدخل نسبة من 0 إلى 100.",
    fixed_amount_required: "أدخل مبلغ العمولة الثابت.",
    fixed_amount_range: "أدخل مبلغًا يساوي صفرًا أو أكثر.",
    duplicate_type: "توجد قاعدة لهذا النوع من الأصناف بالفعل.",
    duplicate_item: "لهذا الصنف استثناء في هذه القاعدة بالفعل.",
  },
  empty: {
    title: "لا توجد خطط عمولات بعد",
    invite: "حدّد ما يكسبه كل عضو في الفريق من الخدمات والمنتجات التي يبيعها.",
  },
  notifications: {},
};

export default commissionPlans;

import type { CatalogueOf } from "../../en";
import type enStockTakes from "../../en/resources/stock-takes";

/** Arabic texts of `resources.stock-takes`. */
const stockTakes: CatalogueOf<typeof enStockTakes> = {
  name: "عمليات جرد المخزون |||| عملية جرد مخزون |||| عمليات جرد المخزون |||| عمليات جرد مخزون |||| عملية جرد مخزون |||| عملية جرد مخزون",
  fields: {
    id: "المعرّف",
    reference: "المرجع",
    location_id: "الفرع",
    location_name: "الفرع",
    scope: "النطاق",
    scope_ids: "النطاق",
    status: "الحالة",
    started_at: "بدأ في",
    completed_at: "اكتمل في",
    notes: "ملاحظات",
    counted_lines: "المعدود",
    total_lines: "البنود",
    variance_units: "الفرق (وحدات)",
    variance_cost: "الفرق بالتكلفة",
    product_name: "المنتج",
    expected_qty: "المتوقع",
    counted_qty: "المعدود",
    difference: "الفرق",
    unit_cost: "تكلفة الوحدة",
    cost_difference: "الفرق بالتكلفة",
  },
  filters: {
    status: "الحالة",
    location_id: "الفرع",
  },
  statuses: {
    in_progress: "قيد التنفيذ",
    completed: "مكتمل",
    cancelled: "ملغى",
  },
  scopes: {
    all: "كل المنتجات",
    category: "الفئات",
    brand: "العلامات التجارية",
    selected: "منتجات محددة",
  },
  scope_labels: {
    category: "الفئات",
    brand: "العلامات التجارية",
    selected: "المنتجات",
  },
  validation: {
    scope_ids: "اختر عنصرًا واحدًا على الأقل",
    count: "عدد صحيح، 0 أو أكثر",
  },
  actions: {
    start: "بدء الجرد",
    complete: "إكمال",
    resnapshot: "إعادة أخذ البنود المتحركة (%{smart_count})",
    cancel: "إلغاء الجرد",
  },
  count: {
    progress: "تم عدّ %{counted} من %{total}",
    scan: "امسح أو اكتب الباركود / رمز SKU",
    scan_help: "يبحث Enter عن المنتج؛ وEnter في حقل العدّ يحفظ ويعود إلى هنا",
    save: "حفظ العدّ",
    saved: "تم حفظ العدّ (%{smart_count})",
    not_found: "لا يطابق أي بند في هذا الجرد «%{code}»",
    found: "%{product}: اكتب العدد ثم اضغط Enter",
    lines: "البنود المطلوب عدّها",
    codes: "SKU · الباركود",
    moved: "تحرك منذ بدء العدّ",
    counted_for: "المعدود: %{product}",
    save_first: "احفظ العدّ قبل الإكمال",
  },
  resnapshot: {
    help: "بنود تحركت بعد بدء العدّ (بيع أو استلام): %{smart_count}. أعد أخذها لاعتماد الكمية الحالية كمتوقعة.",
    done: "أُعيد أخذ الكميات المتوقعة (%{smart_count} بنود)",
  },
  complete: {
    title: "إكمال %{reference}؟",
    content:
      "تم عدّ %{counted} من %{total} بندًا. كل بند معدود فيه فرق يُرحّل تسوية جرد.",
    uncounted_as_zero: "اعتبار البنود غير المعدودة صفرًا",
    done: "اكتمل %{reference}",
  },
  cancel: {
    title: "إلغاء %{reference}؟",
    content: "لا يُرحّل شيء، ويُحتفظ بالعدّ للرجوع إليه.",
    done: "أُلغي %{reference}",
  },
};

export default stockTakes;

import type { CatalogueOf } from "../../en";
import type enStockLevels from "../../en/resources/stock-levels";

/** Arabic texts of `resources.stock-levels`. */
const stockLevels: CatalogueOf<typeof enStockLevels> = {
  name: "المخزون المتوفر |||| المخزون المتوفر |||| المخزون المتوفر |||| المخزون المتوفر |||| المخزون المتوفر |||| المخزون المتوفر",
  fields: {
    id: "المعرّف",
    product_id: "المنتج",
    product_name: "المنتج",
    sku: "رمز SKU",
    barcode: "الباركود",
    brand_name: "العلامة التجارية",
    category_name: "الفئة",
    supplier_name: "المورّد",
    location_id: "الفرع",
    location_name: "الفرع",
    on_hand: "المتوفر",
    low_stock_level: "حد المخزون المنخفض",
    reorder_quantity: "كمية إعادة الطلب",
    status: "الحالة",
    avg_cost: "متوسط التكلفة",
    value_at_cost: "القيمة بالتكلفة",
    retail_price: "سعر البيع",
    value_at_retail: "القيمة بسعر البيع",
    actions: "الإجراءات",
  },
  filters: {
    location_id: "الفرع",
    status: "الحالة",
    brand_id: "العلامة التجارية",
    category_id: "الفئة",
    supplier_id: "المورّد",
    archived: "تضمين المنتجات المؤرشفة",
  },
  statuses: {
    ok: "متوفر",
    low: "منخفض",
    out: "نفد من المخزون",
  },
  actions: {
    adjust: "تعديل المخزون",
    adjust_for: "تعديل المخزون: %{product} في %{location}",
    history: "السجل",
    history_for: "السجل: %{product} في %{location}",
    movements: "سجل الحركات",
  },
  adjust: {
    title: "تعديل المخزون: %{product} في %{location}",
    type: "نوع التعديل",
    quantity: "الكمية",
    reason: "السبب",
    unit_cost: "تكلفة الوحدة",
    unit_cost_help: "فارغ: متوسط التكلفة الحالي",
    current: "المتوفر الآن: %{count}",
    after: "المتوفر بعد الحفظ: %{count}",
    submit: "تعديل المخزون",
    done: "تم تعديل المخزون: %{product}، المتوفر %{count}",
  },
  validation: {
    quantity: "أدخل عددًا صحيحًا أكبر من 0",
    reason: "اذكر سبب التعديل",
    not_negative: "يجب ألا تكون القيمة سالبة",
  },
};

export default stockLevels;

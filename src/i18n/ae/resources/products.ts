import type { CatalogueOf } from "../../en";
import type enProducts from "../../en/resources/products";

/**
 * Arabic texts of the products resource (`resources.products`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const products: CatalogueOf<typeof enProducts> = {
  name: "منتجات |||| منتج |||| المنتجات |||| منتجات |||| منتجًا |||| منتج",
  empty: {
    title: "لا توجد منتجات بعد",
    invite: "أضف المنتجات التي تبيعها وتستخدمها مع أسعارها ومخزونها.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
    image_path: "الصورة",
    barcode: "الباركود",
    sku: "رمز المنتج (SKU)",
    brand_id: "العلامة التجارية",
    category_id: "الفئة",
    supplier_id: "المورد",
    usage_type: "الاستخدام",
    measure_amount: "الكمية",
    measure_unit: "الوحدة",
    supply_price: "سعر التوريد",
    retail_price: "سعر البيع",
    retail_sales_enabled: "يُباع عند الدفع",
    commission_enabled: "يستحق عمولة",
    tax_rate_id: "نسبة الضريبة",
    track_stock: "تتبع المخزون",
    low_stock_level: "حد المخزون المنخفض",
    reorder_quantity: "كمية إعادة الطلب",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
  usage_types: {
    retail: "للبيع",
    professional: "احترافي (للاستخدام الداخلي)",
    both: "للبيع والاستخدام الاحترافي",
  },
  units: {
    ml: "مل",
    g: "غ",
    oz: "أونصة",
    pcs: "قطع",
  },
  sections: {
    pricing: "التسعير",
    stock: "المخزون",
  },
  helpers: {
    supplier: "المورد الافتراضي لأوامر الشراء.",
    supply_price: "تكلفة الوحدة دون الضريبة.",
    tax_rate: "اتركه فارغًا لاستخدام ضريبة المنتجات للفرع.",
    location_tax: "الافتراضي للفرع",
  },
  markup: "هامش الربح: %{pct} %",
  not_for_sale: "غير معروض للبيع",
  validation: {
    whole_number: "أدخل عددًا صحيحًا.",
    code: "استخدم الحروف والأرقام والشرطات والنقاط والشرطات السفلية فقط.",
    measure_amount: "أدخل كمية أكبر من 0، مثل 250 أو 0.5 (حتى 3 منازل عشرية).",
    unit_required: "اختر وحدة القياس.",
    not_negative: "لا يمكن أن تكون القيمة سالبة.",
    reorder_min: "أعد طلب وحدة واحدة على الأقل.",
    retail_price_required: "أدخل سعر البيع أو أوقف البيع عند الدفع.",
  },
};

export default products;

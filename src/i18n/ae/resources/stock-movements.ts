import type { CatalogueOf } from "../../en";
import type enStockMovements from "../../en/resources/stock-movements";

/** Arabic texts of `resources.stock-movements`. */
const stockMovements: CatalogueOf<typeof enStockMovements> = {
  name: "حركات المخزون |||| حركة مخزون |||| حركتا مخزون |||| حركات مخزون |||| حركة مخزون |||| حركة مخزون",
  fields: {
    id: "المعرّف",
    occurred_at: "التاريخ",
    product_id: "المنتج",
    product_name: "المنتج",
    location_id: "الفرع",
    location_name: "الفرع",
    type: "النوع",
    quantity_change: "التغيير",
    quantity_after: "المتوفر بعدها",
    unit_cost: "تكلفة الوحدة",
    value_change: "تغير القيمة",
    reference_label: "المستند",
    reason_text: "السبب",
    performed_by_name: "بواسطة",
  },
  filters: {
    product_id: "المنتج",
    location_id: "الفرع",
    type: "النوع",
    from: "من",
    to: "إلى",
  },
  types: {
    opening_balance: "الرصيد الافتتاحي",
    purchase_received: "استلام مشتريات",
    sale: "بيع",
    sale_return: "مرتجع بيع",
    stock_take_adjustment: "تسوية جرد",
    adjust_increase: "زيادة",
    adjust_decrease: "نقص",
    internal_use: "استخدام داخلي",
  },
};

export default stockMovements;

import type { CatalogueOf } from "../../en";
import type enStockMovements from "../../en/resources/stock-movements";

/** Russian texts of `resources.stock-movements`. */
const stockMovements: CatalogueOf<typeof enStockMovements> = {
  name: "Движение товара |||| Движения товара |||| Движений товара",
  fields: {
    id: "Id",
    occurred_at: "Дата",
    product_id: "Товар",
    product_name: "Товар",
    location_id: "Филиал",
    location_name: "Филиал",
    type: "Тип",
    quantity_change: "Изменение",
    quantity_after: "Остаток после",
    unit_cost: "Себестоимость единицы",
    value_change: "Изменение стоимости",
    reference_label: "Документ",
    reason_text: "Причина",
    performed_by_name: "Кто",
  },
  filters: {
    product_id: "Товар",
    location_id: "Филиал",
    type: "Тип",
    from: "С",
    to: "По",
  },
  types: {
    opening_balance: "Начальный остаток",
    purchase_received: "Поступление от поставщика",
    sale: "Продажа",
    sale_return: "Возврат продажи",
    stock_take_adjustment: "Корректировка по инвентаризации",
    adjust_increase: "Увеличение",
    adjust_decrease: "Уменьшение",
    internal_use: "Внутреннее использование",
  },
};

export default stockMovements;

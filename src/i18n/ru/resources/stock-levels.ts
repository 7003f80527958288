import type { CatalogueOf } from "../../en";
import type enStockLevels from "../../en/resources/stock-levels";

/** Russian texts of `resources.stock-levels`. */
const stockLevels: CatalogueOf<typeof enStockLevels> = {
  name: "Складские остатки |||| Складские остатки |||| Складские остатки",
  fields: {
    id: "Id",
    product_id: "Товар",
    product_name: "Товар",
    sku: "Артикул",
    barcode: "Штрихкод",
    brand_name: "Бренд",
    category_name: "Категория",
    supplier_name: "Поставщик",
    location_id: "Филиал",
    location_name: "Филиал",
    on_hand: "В наличии",
    low_stock_level: "Минимальный остаток",
    reorder_quantity: "Количество для дозаказа",
    status: "Статус",
    avg_cost: "Средняя себестоимость",
    value_at_cost: "Стоимость по себестоимости",
    retail_price: "Розничная цена",
    value_at_retail: "Стоимость по рознице",
    actions: "Действия",
  },
  filters: {
    location_id: "Филиал",
    status: "Статус",
    brand_id: "Бренд",
    category_id: "Категория",
    supplier_id: "Поставщик",
    archived: "Включая архивные товары",
  },
  statuses: {
    ok: "В наличии",
    low: "Мало",
    out: "Нет в наличии",
  },
  actions: {
    adjust: "Скорректировать остаток",
    adjust_for: "Скорректировать остаток: %{product}, %{location}",
    history: "История",
    history_for: "История: %{product}, %{location}",
    movements: "История движений",
  },
  adjust: {
    title: "Корректировка остатка: %{product}, %{location}",
    type: "Корректировка",
    quantity: "Количество",
    reason: "Причина",
    unit_cost: "Себестоимость единицы",
    unit_cost_help: "Пусто: текущая средняя себестоимость",
    current: "Сейчас в наличии: %{count}",
    after: "В наличии после сохранения: %{count}",
    submit: "Скорректировать остаток",
    done: "Остаток скорректирован: %{product}, в наличии %{count}",
  },
  validation: {
    quantity: "Введите целое число больше 0",
    reason: "Укажите причину корректировки",
    not_negative: "Не может быть отрицательным",
  },
};

export default stockLevels;

import type { CatalogueOf } from "../../en";
import type enProducts from "../../en/resources/products";

/**
 * Russian texts of the products resource (`resources.products`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const products: CatalogueOf<typeof enProducts> = {
  name: "Товар |||| Товары |||| Товаров",
  empty: {
    title: "Товаров пока нет",
    invite:
      "Добавьте товары, которые вы продаёте и используете, с ценами и остатками.",
  },
  fields: {
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
    image_path: "Изображение",
    barcode: "Штрихкод",
    sku: "Артикул (SKU)",
    brand_id: "Бренд",
    category_id: "Категория",
    supplier_id: "Поставщик",
    usage_type: "Использование",
    measure_amount: "Объём",
    measure_unit: "Единица",
    supply_price: "Закупочная цена",
    retail_price: "Розничная цена",
    retail_sales_enabled: "Продаётся на кассе",
    commission_enabled: "Начисляется комиссия",
    tax_rate_id: "Ставка налога",
    track_stock: "Учитывать остатки",
    low_stock_level: "Минимальный остаток",
    reorder_quantity: "Количество для заказа",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
  usage_types: {
    retail: "Розница",
    professional: "Профессиональный (для работы)",
    both: "Розница и работа",
  },
  units: {
    ml: "мл",
    g: "г",
    oz: "унц.",
    pcs: "шт.",
  },
  sections: {
    pricing: "Цены",
    stock: "Остатки",
  },
  helpers: {
    supplier: "Поставщик по умолчанию для заказов.",
    supply_price: "Стоимость единицы без налога.",
    tax_rate: "Оставьте пустым, чтобы использовать налог филиала.",
    location_tax: "По умолчанию для филиала",
  },
  markup: "Наценка: %{pct} %",
  not_for_sale: "Не продаётся",
  validation: {
    whole_number: "Введите целое число.",
    code: "Используйте только буквы, цифры, дефисы, точки и подчёркивания.",
    measure_amount:
      "Введите число больше 0, например 250 или 0.5 (до 3 знаков после точки).",
    unit_required: "Выберите единицу измерения.",
    not_negative: "Значение не может быть отрицательным.",
    reorder_min: "Заказывайте не меньше 1 единицы.",
    retail_price_required:
      "Укажите розничную цену или отключите продажу на кассе.",
  },
};

export default products;

import type { CatalogueOf } from "../../en";
import type enProductCategories from "../../en/resources/product-categories";

/**
 * Russian texts of the product-categories resource (`resources.product-categories`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const productCategories: CatalogueOf<typeof enProductCategories> = {
  name: "Категория товаров |||| Категории товаров |||| Категорий товаров",
  empty: {
    title: "Категорий товаров пока нет",
    invite:
      "Распределите товары по категориям, например уход за волосами или за кожей.",
  },
  fields: {
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
    sort_order: "Порядок",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
  validation: {
    whole_number: "Введите целое число.",
  },
};

export default productCategories;

import type { CatalogueOf } from "../../en";
import type enBrands from "../../en/resources/brands";

/**
 * Russian texts of the brands resource (`resources.brands`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const brands: CatalogueOf<typeof enBrands> = {
  name: "Бренд |||| Бренды |||| Брендов",
  empty: {
    title: "Брендов пока нет",
    invite: "Добавьте бренды товаров, которые вы продаёте и используете.",
  },
  fields: {
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
};

export default brands;

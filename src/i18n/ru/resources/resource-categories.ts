import type { CatalogueOf } from "../../en";
import type enResourceCategories from "../../en/resources/resource-categories";

/**
 * Russian texts of the resource-categories resource (`resources.resource-categories`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const resourceCategories: CatalogueOf<typeof enResourceCategories> = {
  name: "Категория ресурсов |||| Категории ресурсов |||| Категорий ресурсов",
  empty: {
    title: "Категорий ресурсов пока нет",
    invite: "Распределите кабинеты и оборудование по категориям.",
  },
  fields: {
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
    description: "Описание",
    colour: "Цвет",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
};

export default resourceCategories;

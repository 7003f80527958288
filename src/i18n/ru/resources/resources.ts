import type { CatalogueOf } from "../../en";
import type enResources from "../../en/resources/resources";

/**
 * Russian texts of the resources resource (`resources.resources`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const resources: CatalogueOf<typeof enResources> = {
  name: "Ресурс |||| Ресурсы |||| Ресурсов",
  empty: {
    title: "Ресурсов пока нет",
    invite: "Добавьте кабинеты и оборудование, которые нужны для записей.",
  },
  fields: {
    capacity: "Вместимость",
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
    code: "Код",
    resource_category_id: "Категория",
    location_id: "Филиал",
    description: "Описание",
    calendar_colour: "Цвет в календаре",
    sort_order: "Порядок",
    service_ids: "Услуги",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
    service: "Используется услугой",
  },
  capacity_short: "Вместимость: %{n}",
  helpers: {
    capacity: "Сколько записей одновременно (кабинет с двумя кушетками = 2).",
    code: "Короткая метка в календаре.",
    services: "Услуги, которым нужен этот кабинет или оборудование.",
    sort_order: "Автоназначение берёт первый свободный ресурс в этом порядке.",
  },
  validation: {
    capacity: "Укажите целое число от 1 до 50.",
    whole_number: "Введите целое число.",
  },
};

export default resources;

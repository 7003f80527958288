import type { CatalogueOf } from "../../en";
import type enCancellationReasons from "../../en/resources/cancellation-reasons";

/** Russian texts of `resources.cancellation-reasons`. */
const cancellationReasons: CatalogueOf<typeof enCancellationReasons> = {
  name: "Причина отмены |||| Причины отмены |||| Причин отмены",
  empty: {
    title: "Причин отмены пока нет",
    invite:
      "Добавьте причины, которые клиенты называют при отмене, чтобы видеть, почему теряются записи.",
  },
  fields: {
    id: "Id",
    name: "Причина",
    initiated_by: "Кто отменил",
    sort_order: "Порядок",
    archived_at: "В архиве",
    created_at: "Создана",
    updated_at: "Изменена",
  },
  filters: {
    archived: "Только архивные",
    initiated_by: "Кто отменил",
  },
  initiators: {
    client: "Клиент",
    business: "Бизнес",
    any: "Любой",
  },
  actions: {
    move_up: "Выше",
    move_down: "Ниже",
  },
  notifications: {
    order_help:
      "При отмене записи причины предлагаются в этом порядке. Отсортируйте по порядку, чтобы их перемещать.",
  },
};

export default cancellationReasons;

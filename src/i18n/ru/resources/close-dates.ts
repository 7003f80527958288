import type { CatalogueOf } from "../../en";
import type enCloseDates from "../../en/resources/close-dates";

/** Russian texts of the close-dates screens (`resources.close-dates`). */
const closeDates: CatalogueOf<typeof enCloseDates> = {
  name: "Нерабочий день |||| Нерабочие дни |||| Нерабочих дней",
  fields: {
    start_date: "С",
    end_date: "По",
    description: "Описание",
    location_ids: "Филиалы",
    location_id: "Филиал",
    on_or_after: "Начиная с",
    on_or_before: "Не позже",
  },
  all_locations: "Все филиалы",
  validation: {
    end_before_start: "Дата окончания не может быть раньше даты начала.",
    locations: "Выберите хотя бы один филиал.",
  },
  booked: {
    title: "Записи на эти дни",
    intro:
      "На эти дни остаётся %{smart_count} запись. Откройте день в календаре, чтобы перенести или отменить её. |||| На эти дни остаются %{smart_count} записи. Откройте день в календаре, чтобы перенести или отменить их. |||| На эти дни остаются %{smart_count} записей. Откройте день в календаре, чтобы перенести или отменить их.",
    more: "…и ещё %{smart_count}. |||| …и ещё %{smart_count}. |||| …и ещё %{smart_count}.",
    walk_in: "Без записи",
    close: "Закрыть",
  },
  empty: {
    title: "Нерабочих дней пока нет",
    invite:
      "Добавьте праздники и другие дни, когда филиал не принимает записи.",
  },
};

export default closeDates;

import type { CatalogueOf } from "../../en";
import type enShiftOverrides from "../../en/resources/shift-overrides";

/** Russian texts of changed days (`resources.shift-overrides`). */
const shiftOverrides: CatalogueOf<typeof enShiftOverrides> = {
  name: "Изменённый день |||| Изменённые дни |||| Изменённых дней",
  fields: {
    id: "ID",
    team_member_id: "Сотрудник",
    location_id: "Филиал",
    date: "Дата",
    intervals: "Смены",
    note: "Примечание",
    day_off: "Выходной",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  filters: {
    from: "С",
    to: "По",
  },
  empty: {
    title: "Изменённых дней пока нет",
    invite: "Измените часы одного дня или дайте выходной, не трогая график.",
  },
  notifications: {},
};

export default shiftOverrides;

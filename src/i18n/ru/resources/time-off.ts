import type { CatalogueOf } from "../../en";
import type enTimeOff from "../../en/resources/time-off";

/** Russian texts of time off (`resources.time-off`). */
const timeOff: CatalogueOf<typeof enTimeOff> = {
  name: "Отсутствие |||| Отсутствия |||| Отсутствий",
  fields: {
    id: "ID",
    team_member_id: "Сотрудник",
    start_at: "С",
    end_at: "По",
    type: "Тип",
    note: "Примечание",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  filters: {
    from: "С",
    to: "По",
  },
  types: {
    annual: "Отпуск",
    sick: "Больничный",
    training: "Обучение",
    other: "Другое",
  },
  validation: {
    end_after_start: "Окончание должно быть позже начала.",
  },
  empty: {
    title: "Отсутствий пока нет",
    invite:
      "Отмечайте отпуска, больничные и обучение — они вычитаются из рабочего времени.",
  },
  notifications: {},
};

export default timeOff;

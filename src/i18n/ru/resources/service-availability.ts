import type { CatalogueOf } from "../../en";
import type enAvailability from "../../en/resources/service-availability";

/** Russian texts of the service-availability resource (`resources.service-availability`). */
const serviceAvailability: CatalogueOf<typeof enAvailability> = {
  name: "Правило доступности |||| Правила доступности |||| Правил доступности",
  fields: {
    id: "ID",
    service_id: "Услуга",
    location_id: "Филиал",
    channels: "Канал записи",
    rules: "Дни и часы",
    weekday: "День",
    start: "С",
    end: "До",
    date_from: "Действует с",
    date_to: "Действует до",
    created_at: "Создано",
    updated_at: "Изменено",
  },
  sections: {
    hours: "Дни и часы",
    period: "Период (необязательно)",
  },
  channels: {
    both: "Онлайн и в салоне",
    online: "Только онлайн",
    in_store: "Только в салоне",
  },
  weekdays: {
    1: "Понедельник",
    2: "Вторник",
    3: "Среда",
    4: "Четверг",
    5: "Пятница",
    6: "Суббота",
    7: "Воскресенье",
  },
  weekdays_short: {
    1: "Пн",
    2: "Вт",
    3: "Ср",
    4: "Чт",
    5: "Пт",
    6: "Сб",
    7: "Вс",
  },
  all_locations: "Все филиалы",
  empty: {
    title: "Правил доступности пока нет",
    invite:
      "Без правил на услугу можно записаться, когда работают её сотрудники. Добавьте правило, чтобы ограничить дни и часы.",
  },
  validation: {
    time: "Укажите время.",
    end_after_start: "Окончание должно быть позже начала.",
    overlap: "Этот период пересекается с другим в тот же день.",
    rules_required: "Добавьте хотя бы один период.",
    date_order: "Дата окончания не может быть раньше даты начала.",
  },
};

export default serviceAvailability;

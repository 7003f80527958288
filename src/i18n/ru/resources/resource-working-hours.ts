import type { CatalogueOf } from "../../en";
import type enResourceWorkingHours from "../../en/resources/resource-working-hours";

/**
 * Russian texts of the resource-working-hours resource (`resources.resource-working-hours`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const resourceWorkingHours: CatalogueOf<typeof enResourceWorkingHours> = {
  name: "Часы работы ресурса |||| Часы работы ресурсов |||| Часов работы ресурсов",
  empty: {
    title: "Часов работы ресурсов пока нет",
    invite: "Задайте часы в неделе, когда каждый ресурс доступен для записи.",
  },
  fields: {
    id: "ID",
    resource_id: "Ресурс",
    start_date: "С",
    end_date: "По",
    repeat_weeks: "Повтор каждые",
    weeks: "Рабочие дни",
    start: "Начало",
    end: "Конец",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  filters: {
    starts_from: "Начинается с",
    starts_until: "Начинается до",
  },
  repeat: {
    "1": "Каждую неделю",
    "2": "Каждые 2 недели",
    "3": "Каждые 3 недели",
    "4": "Каждые 4 недели",
  },
  week: "Неделя %{n}",
  days: {
    mon: "Понедельник",
    tue: "Вторник",
    wed: "Среда",
    thu: "Четверг",
    fri: "Пятница",
    sat: "Суббота",
    sun: "Воскресенье",
  },
  short_days: {
    mon: "Пн",
    tue: "Вт",
    wed: "Ср",
    thu: "Чт",
    fri: "Пт",
    sat: "Сб",
    sun: "Вс",
  },
  closed: "Не работает",
  open_ended: "Бессрочно",
  helpers: {
    end_date: "Оставьте пустым, чтобы часы действовали бессрочно.",
    grid: "Добавьте один или несколько интервалов для каждого дня, когда ресурс можно бронировать; день без интервалов — выходной.",
  },
  validation: {
    time: "Укажите время.",
    end_after_start: "Конец должен быть позже начала, в тот же день.",
    overlap: "Этот интервал пересекается с другим в тот же день.",
    end_date: "Дата окончания не может быть раньше даты начала.",
    no_intervals: "Отметьте день как выходной или добавьте интервал.",
  },
  overrides: {
    title: "Исключения по датам",
    intro: "Часы на дату заменяют недельный график этого ресурса в этот день.",
    empty: "Исключений пока нет.",
    date: "Дата",
    closed: "Не работает весь день",
    closed_day: "Не работает",
    note: "Примечание",
    add: "Добавить исключение",
    saved: "Исключение сохранено.",
    deleted: "Исключение удалено.",
  },
};

export default resourceWorkingHours;

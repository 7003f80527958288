import type { CatalogueOf } from "../en";
import type enCalendarStatus from "../en/calendarStatus";

/** Russian texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`). */
const calendarStatus: CatalogueOf<typeof enCalendarStatus> = {
  legend: {
    open: "Легенда",
    title: "Цвета и статусы",
    statuses: "Статусы",
    colour_by: "Цвет блоков по",
    by_member: "Сотруднику",
    by_category: "Категории услуги",
    categories: "Категории услуг",
    part: "Часть %{part} из %{count} одной записи",
  },
  panel: {
    phone: "Телефон",
    email: "Эл. почта",
    alerts: "Предупреждения",
    blocked_online: "Онлайн-запись заблокирована",
    client_notes: "Заметки о клиенте",
    appointment_notes: "Заметки к записи",
    last_visit: "Последний визит",
    no_visit: "Ещё не было",
    no_shows: "Неявки",
    late_cancellations: "Поздние отмены",
    total: "Итого",
    rebook: "Записать снова",
    undo_no_show: "Отменить неявку",
    no_show_title: "Отметить неявку?",
    no_show_text:
      "%{client} не пришёл на %{reference} в %{time}. Время освободится; это можно отменить.",
    no_show_confirm: "Отметить неявку",
    keep: "Оставить",
  },
  undo: {
    action: "Отменить",
    undone: "Перенос отменён.",
  },
  takings: {
    label: "Выручка",
    hint: "Оплаты в этом филиале за этот день за вычетом возвратов (продажи за день)",
  },
};

export default calendarStatus;

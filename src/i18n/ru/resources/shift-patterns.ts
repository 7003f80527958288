import type { CatalogueOf } from "../../en";
import type enShiftPatterns from "../../en/resources/shift-patterns";

/** Russian texts of working hours: shift patterns and the week grid (`resources.shift-patterns`). */
const shiftPatterns: CatalogueOf<typeof enShiftPatterns> = {
  name: "График смен |||| Графики смен |||| Графиков смен",
  fields: {
    id: "ID",
    team_member_id: "Сотрудник",
    location_id: "Филиал",
    start_date: "Начало",
    end_date: "Окончание",
    repeat_weeks: "Цикл",
    weeks: "Рабочие дни",
    start: "Начало",
    end: "Конец",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  filters: {
    start_from: "Начало с",
    start_to: "Начало по",
  },
  repeat: {
    "1": "Каждую неделю",
    "2": "Цикл 2 недели",
    "3": "Цикл 3 недели",
    "4": "Цикл 4 недели",
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
  days_short: {
    mon: "Пн",
    tue: "Вт",
    wed: "Ср",
    thu: "Чт",
    fri: "Пт",
    sat: "Сб",
    sun: "Вс",
  },
  helpers: {
    end_date: "Оставьте пустым, если дата окончания не задана.",
    grid: "Добавьте одну или несколько смен в день; промежуток между сменами — перерыв. Дни без смен — выходные.",
  },
  validation: {
    time: "Укажите время.",
    end_after_start:
      "Смена должна заканчиваться позже начала (не переходя через полночь).",
    overlap: "Эта смена пересекается с другой сменой дня.",
    end_date: "Дата окончания не может быть раньше даты начала.",
    no_intervals: "Добавьте смену или отметьте день как выходной.",
  },
  empty: {
    title: "Графиков смен пока нет",
    invite: "Задайте повторяющиеся недельные смены сотрудника.",
  },
  grid: {
    title: "Рабочее время",
    member: "Сотрудник",
    previous: "Предыдущая неделя",
    next: "Следующая неделя",
    this_week: "Эта неделя",
    week_of: "%{from} – %{to}",
    patterns: "Графики",
    overrides: "Изменённые дни",
    time_off_list: "Отсутствия",
    day_off: "Выходной",
    closed: "Закрыто",
    time_off: "Отсутствие",
    edit_day: "Изменить: %{name}, %{date}",
    day_title: "%{name}, %{date}",
    edit_pattern: "Изменить график",
    add_pattern: "Добавить график",
    remove_override: "Вернуть по графику",
    no_members: "Добавьте сотрудников, чтобы планировать их рабочее время.",
    hint: "Нажмите на день, чтобы изменить только этот день или повторяющийся график.",
    source: {
      override: "Изменено на этот день",
      pattern: "По недельному графику",
      none: "Ни один график не охватывает этот день",
    },
  },
  notifications: {},
};

export default shiftPatterns;

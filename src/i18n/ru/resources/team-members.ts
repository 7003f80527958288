import type { CatalogueOf } from "../../en";
import type enTeamMembers from "../../en/resources/team-members";

/**
 * Russian texts of the team-members resource (`resources.team-members`).
 * `name`: `one |||| few |||| many`, as in clients.ts.
 */
const teamMembers: CatalogueOf<typeof enTeamMembers> = {
  name: "Сотрудник |||| Сотрудники |||| Сотрудников",
  fields: {
    id: "ID",
    first_name: "Имя",
    last_name: "Фамилия",
    email: "Эл. почта",
    mobile: "Мобильный телефон",
    phone: "Телефон",
    job_title: "Должность",
    calendar_colour: "Цвет в календаре",
    employment_start: "Дата приёма на работу",
    employment_end: "Дата увольнения",
    bookable_online: "Доступен для онлайн-записи",
    sort_order: "Порядок сортировки",
    photo_path: "Фото",
    location_ids: "Филиалы",
    service_ids: "Оказываемые услуги",
    department_id: "Отдел",
    login_enabled: "Может входить в систему",
    has_login: "Есть доступ к системе",
    password: "Пароль для входа",
    permissions: "Разделы, доступные сотруднику",
    archived_at: "В архиве",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
    location_id: "Филиал",
    department_id: "Отдел",
    bookable_online: "Онлайн-запись",
  },
  sections: {
    details: "Основные сведения",
    employment: "Трудоустройство",
    work: "Где и чем занимается",
    calendar: "Календарь",
    login: "Вход для сотрудника",
  },
  login: {
    intro:
      "Сотрудник входит в систему с указанным выше адресом электронной почты и видит только разделы, отмеченные ниже.",
    password_hint:
      "Обязателен при первом включении входа. Оставьте поле пустым, чтобы сохранить текущий пароль.",
    email_required: "Для входа сотрудника нужен адрес электронной почты.",
    password_required: "Задайте пароль, чтобы включить вход.",
    select_all: "Выбрать все",
    other: "Прочее",
    presets: {
      reception: "Администратор",
      therapist: "Мастер",
      manager: "Управляющий",
    },
  },
  areas: {
    "2": "Календарь",
    "3": "Клиенты",
    "4": "Товары",
    "5": "Склад",
    "6": "Продвижение",
    "7": "Отчёты: финансы",
    "8": "Отчёты: продажи",
    "9": "Отчёты: склад",
    "10": "Отчёты: записи",
    "11": "Отчёты: клиенты",
    "12": "Отчёты: команда",
    "13": "Панель отчётов",
    "14": "Настройки",
    "15": "Услуги",
    "16": "Команда",
    "17": "Ресурсы",
    "19": "Отчёты: сертификаты",
  },
  helpers: {
    calendar_colour: "Цвет его записей в календаре.",
    sort_order: "Меньшие числа идут в календаре первыми.",
  },
  no_department: "Без отдела",
  validation: {
    location_required: "Выберите хотя бы один филиал, где работает сотрудник.",
    employment_order: "Дата окончания не может быть раньше даты начала.",
    whole_number: "Введите целое число.",
  },
  empty: {
    title: "Сотрудников пока нет",
    invite:
      "Добавьте людей, которые у вас работают: где они работают и что делают.",
  },
  notifications: {
    invalid_colour: "Укажите цвет в формате #1A2B3C.",
  },
};

export default teamMembers;

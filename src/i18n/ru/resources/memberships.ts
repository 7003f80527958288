import type { CatalogueOf } from "../../en";
import type enMemberships from "../../en/resources/memberships";

/** Russian texts of the memberships resource (`resources.memberships`); plurals: one |||| few |||| many. */
const memberships: CatalogueOf<typeof enMemberships> = {
  name: "Абонемент |||| Абонементы |||| Абонементов",
  fields: {
    id: "ID",
    name: "Название",
    description: "Описание",
    colour: "Цвет",
    terms: "Условия",
    services_scope: "Входящие услуги",
    service_ids: "Услуги",
    session_type: "Посещения",
    sessions_count: "Количество посещений",
    valid_for_value: "Срок действия",
    valid_for_unit: "Единица",
    price: "Цена",
    tax_rate_id: "Ставка налога",
    location_ids: "Филиалы",
    online_sales_enabled: "Продаётся онлайн",
    commission_enabled: "Начисляется комиссия",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Изменено",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
  sections: {
    details: "Основное",
    services: "Услуги и филиалы",
    sessions: "Посещения и срок действия",
    sale: "Продажа",
  },
  scopes: {
    all: "Все услуги",
    selected: "Выбранные услуги",
  },
  session_types: {
    limited: "Ограниченное число",
    unlimited: "Без ограничений",
  },
  units: {
    days: "Дни",
    months: "Месяцы",
    years: "Годы",
  },
  validity: {
    days: "%{smart_count} день |||| %{smart_count} дня |||| %{smart_count} дней",
    months:
      "%{smart_count} месяц |||| %{smart_count} месяца |||| %{smart_count} месяцев",
    years:
      "%{smart_count} год |||| %{smart_count} года |||| %{smart_count} лет",
  },
  sessions_limited:
    "%{smart_count} посещение |||| %{smart_count} посещения |||| %{smart_count} посещений",
  default_tax: "По умолчанию для филиала",
  empty: {
    title: "Абонементов пока нет",
    invite:
      "Продавайте пакеты посещений или безлимитный доступ. Создайте первый абонемент.",
  },
  validation: {
    name_length: "Не более 150 символов.",
    sessions_count: "Укажите количество посещений (от 1 до 1000).",
    services_required: "Выберите хотя бы одну услугу.",
    valid_for: "Укажите целое число от 1 до 1000.",
    price_negative: "Цена не может быть отрицательной.",
    locations_required: "Выберите хотя бы один филиал.",
  },
};

export default memberships;

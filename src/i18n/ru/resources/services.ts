import type { CatalogueOf } from "../../en";
import type enServices from "../../en/resources/services";

/** Russian texts of the services resource (`resources.services`); plurals: one |||| few |||| many. */
const services: CatalogueOf<typeof enServices> = {
  name: "Услуга |||| Услуги |||| Услуг",
  fields: {
    deposit_type: "Предоплата",
    deposit_amount: "Сумма предоплаты",
    deposit_percent: "Предоплата (% от цены)",
    id: "ID",
    name: "Название",
    description: "Описание",
    treatment_type_id: "Тип процедуры",
    extra_time_type: "Дополнительное время",
    extra_time_minutes: "Дополнительное время (минуты)",
    resources_required: "Нужен ресурс (кабинет или оборудование)",
    online_booking_enabled: "Онлайн-запись",
    voucher_sales_enabled: "Можно оплатить сертификатом",
    commission_enabled: "Начисляется комиссия",
    tax_rate_id: "Ставка налога",
    colour: "Цвет",
    sort_order: "Порядок отображения",
    team_member_ids: "Сотрудники",
    location_ids: "Филиалы",
    resource_ids: "Ресурсы",
    pricing_options: "Варианты цены",
    option_name: "Название варианта",
    duration_minutes: "Длительность",
    price_type: "Тип цены",
    price: "Цена",
    special_price: "Специальная цена",
    durations: "Длительность",
    price_range: "Цена",
    price_min: "Минимальная цена",
    price_max: "Максимальная цена",
    duration_min: "Минимальная длительность",
    duration_max: "Максимальная длительность",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Изменено",
  },
  filters: {
    has_deposit: "Требует предоплату",
    search: "Поиск",
    location: "Филиал",
    archived: "Только архивные",
  },
  sections: {
    deposit: "Предоплата",
    details: "Основное",
    pricing: "Цены и длительность",
    extra_time: "Дополнительное время после услуги",
    team: "Филиалы, сотрудники и ресурсы",
    settings: "Настройки продаж",
  },
  price_types: {
    fixed: "Фиксированная",
    from: "От",
    free: "Бесплатно",
  },
  extra_time_types: {
    none: "Нет",
    processing_after: "Время выдержки (сотрудник свободен)",
    blocked_after: "Блокированное время (сотрудник занят)",
  },
  deposit_types: {
    none: "Нет",
    fixed: "Фиксированная сумма",
    percentage: "Процент от цены",
  },
  deposit_help:
    "Оплачивается при онлайн-записи и вычитается при оплате визита.",
  deposit_short: "Предоплата %{amount}",
  units: {
    minutes: "%{m} мин",
    hours: "%{h} ч",
    hours_minutes: "%{h} ч %{m} мин",
  },
  default_tax: "По умолчанию для филиала",
  menu: {
    other: "Другие услуги",
  },
  empty: {
    title: "Услуг пока нет",
    invite:
      "Создайте первую услугу с ценами и длительностью, чтобы клиенты могли на неё записаться.",
  },
  validation: {
    deposit_amount_required: "Укажите сумму предоплаты.",
    deposit_amount_positive: "Предоплата должна быть больше 0.",
    deposit_above_price:
      "Предоплата не может превышать самую низкую цену услуги.",
    deposit_percent: "Укажите целый процент от 1 до 100.",
    name_length: "Не более 150 символов.",
    duration: "Выберите длительность от 5 минут до 12 часов с шагом 5 минут.",
    price_negative: "Цена не может быть отрицательной.",
    free_price: "У бесплатного варианта цена 0.",
    special_price: "Специальная цена должна быть ниже цены.",
    options_required: "Добавьте хотя бы один вариант цены.",
    option_name_unique:
      "У двух вариантов цены не может быть одинакового названия.",
    extra_time: "Укажите дополнительное время в целых минутах, от 5 до 120.",
    team_members_required: "Выберите хотя бы одного сотрудника.",
    locations_required: "Выберите хотя бы один филиал.",
    resources_required:
      "Выберите хотя бы один ресурс или отключите «Нужен ресурс».",
  },
};

export default services;

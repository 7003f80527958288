import type { CatalogueOf } from "../../en";
import type enLocations from "../../en/resources/locations";

/** Russian texts of the locations screens (`resources.locations`). */
const locations: CatalogueOf<typeof enLocations> = {
  name: "Филиал |||| Филиалы |||| Филиалов",
  fields: {
    id: "Id",
    name: "Название",
    address_line1: "Адрес",
    address_line2: "Адрес (строка 2)",
    city: "Город",
    region: "Регион",
    postcode: "Индекс",
    country_code: "Страна",
    timezone: "Часовой пояс",
    phone: "Телефон",
    email: "Эл. почта",
    opening_hours: "Часы работы",
    default_service_tax_rate_id: "Налог на услуги по умолчанию",
    default_product_tax_rate_id: "Налог на товары по умолчанию",
    invoice_sequence_id: "Нумерация счетов",
    online_booking_enabled: "Онлайн-запись",
    archived_at: "В архиве",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  sections: {
    address: "Адрес",
    contact: "Контакты",
    sales: "Продажи",
  },
  no_tax: "Без налога",
  week: {
    title: "Часы работы",
    closed: "Выходной",
    opens: "Открытие",
    closes: "Закрытие",
    add: "Добавить часы работы",
    remove: "Удалить эти часы",
    invalid_time: "%{day}: укажите каждое время открытия и закрытия.",
    end_before_start: "%{day}: время закрытия должно быть позже открытия.",
    overlap: "%{day}: интервалы пересекаются.",
    days: {
      mon: "Понедельник",
      tue: "Вторник",
      wed: "Среда",
      thu: "Четверг",
      fri: "Пятница",
      sat: "Суббота",
      sun: "Воскресенье",
    },
  },
  empty: {
    title: "Филиалов пока нет",
    invite:
      "Добавьте первый филиал: его адрес и часы работы печатаются в счетах и ограничивают календарь.",
  },
};

export default locations;

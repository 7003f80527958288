import type { CatalogueOf } from "../../en";
import type enOnlineBookingSettings from "../../en/resources/online-booking-settings";

/** Russian texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings: CatalogueOf<typeof enOnlineBookingSettings> = {
  name: "Онлайн-запись |||| Онлайн-запись |||| Онлайн-запись",
  fields: {
    enabled: "Онлайн-запись включена",
    slug: "Адрес страницы записи",
    slot_interval_minutes: "Шаг времени (минуты)",
    min_notice_minutes: "Минимум заранее (минуты)",
    max_advance_days: "Запись не далее чем (дней)",
    client_cancel_notice_minutes: "Клиент может отменить не позже",
    allow_team_member_selection: "Клиент выбирает мастера",
    allow_any_team_member: "Предлагать «любой свободный»",
    require_phone: "Телефон обязателен",
    important_info_text: "Важная информация",
    disabled_message: "Сообщение, пока запись выключена",
  },
  sections: {
    times: "Время",
    clients: "Клиенты",
  },
  helper: {
    slug: "Строчные латинские буквы, цифры и дефисы; уникален среди всех компаний.",
  },
  validation: {
    slug: "От 3 до 60 строчных латинских букв, цифр и дефисов; в начале и в конце буква или цифра.",
  },
  minutes:
    "за %{smart_count} минуту |||| за %{smart_count} минуты |||| за %{smart_count} минут",
  slot_minutes:
    "%{smart_count} минута |||| %{smart_count} минуты |||| %{smart_count} минут",
  hours:
    "за %{smart_count} час |||| за %{smart_count} часа |||| за %{smart_count} часов",
};

export default onlineBookingSettings;

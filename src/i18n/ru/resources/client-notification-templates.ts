import type { CatalogueOf } from "../../en";
import type enClientNotificationTemplates from "../../en/resources/client-notification-templates";

/** Russian texts of `resources.client-notification-templates`. */
const clientNotificationTemplates: CatalogueOf<
  typeof enClientNotificationTemplates
> = {
  name: "Уведомление клиенту |||| Уведомления клиентам |||| Уведомлений клиентам",
  empty: {
    title: "Уведомлений клиентам пока нет",
    invite: "Добавьте сообщения, которые клиенты получают о своих записях.",
  },
  fields: {
    id: "Id",
    type: "Сообщение",
    reminder_offset_minutes: "Отправка",
    enabled: "Включено",
    show_price: "Показывать цену",
    channel_email: "По e-mail",
    channel_sms: "По SMS",
    subject: "Тема письма",
    body: "Текст сообщения",
    created_at: "Создано",
    updated_at: "Изменено",
  },
  filters: {
    type: "Сообщение",
    enabled: "Включено",
  },
  types: {
    reminder: "Напоминание о записи",
    new_appointment: "Новая запись",
    rescheduled_appointment: "Запись перенесена",
    cancelled_appointment: "Запись отменена",
    no_show: "Неявка",
    thank_you: "Спасибо за визит",
  },
  offsets: {
    minutes: "За %{count} мин",
    hours:
      "За %{smart_count} час |||| За %{smart_count} часа |||| За %{smart_count} часов",
    days: "За %{smart_count} день |||| За %{smart_count} дня |||| За %{smart_count} дней",
  },
  placeholders: {
    title: "Доступные подстановки",
    help: "Впишите подстановку в фигурных скобках, например {client_first_name}; при отправке она заменяется значением.",
    client_first_name: "имя клиента",
    business_name: "название вашего бизнеса",
    location_name: "филиал",
    location_address: "адрес филиала",
    date: "дата записи",
    time: "время записи",
    services: "записанные услуги",
    team_member: "сотрудник",
    price: "цена (пусто, если цена скрыта)",
    manage_link: "ссылка для управления записью",
  },
  validation: {
    unknown_placeholder:
      "Неизвестная подстановка %{names}. Используйте только подстановки из списка ниже.",
    offset_required: "Выберите, за сколько до записи отправлять напоминание.",
    channel_required: "Выберите e-mail, SMS или оба способа отправки.",
  },
  notifications: {
    reminders_limit: "Можно включить до 3 напоминаний, каждое в своё время.",
  },
};

export default clientNotificationTemplates;

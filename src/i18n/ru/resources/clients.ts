import type { CatalogueOf } from "../../en";
import type enClients from "../../en/resources/clients";

/**
 * Russian texts of the clients resource (`resources.clients`).
 *
 * `name` has the 3 Russian forms `one |||| few |||| many`. React-admin asks
 * for the label with smart_count 1 (singular titles) and 2 (menu, list
 * title), so the "few" form is the nominative plural; "many" (0, 5–20…) is
 * the genitive plural used in "Пока нет %{name}" and bulk counts.
 */
const clients: CatalogueOf<typeof enClients> = {
  name: "Клиент |||| Клиенты |||| Клиентов",
  fields: {
    id: "ID",
    first_name: "Имя",
    last_name: "Фамилия",
    email: "Эл. почта",
    mobile: "Мобильный телефон",
    gender: "Пол",
    birthday: "Дата рождения",
    notes: "Заметки",
    notify_email: "Письма о записях",
    notify_sms: "SMS о записях",
    marketing_email_opt_in: "Рекламные письма",
    marketing_sms_opt_in: "Рекламные SMS",
    blocked_online: "Онлайн-запись заблокирована",
    block_reason: "Причина блокировки",
    referral_source_id: "Источник",
    archived_at: "В архиве",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
    referral_source_id: "Источник",
  },
  genders: {
    female: "Женский",
    male: "Мужской",
    non_binary: "Небинарный",
    unspecified: "Не указывать",
  },
  sections: {
    contact: "Контакты",
    messages: "Сообщения",
    booking: "Онлайн-запись",
  },
  tabs: {
    details: "Данные",
    appointments: "Записи",
    sales: "Продажи",
    vouchers: "Сертификаты",
    memberships: "Абонементы",
  },
  empty: {
    title: "Клиентов пока нет",
    invite: "Добавьте первого клиента с его контактными данными.",
    appointments: "Записей пока нет. Они появятся здесь.",
    sales: "Продаж пока нет. Они появятся здесь.",
    vouchers: "Клиент ещё не покупал сертификаты.",
    memberships: "У клиента пока нет абонементов.",
  },
  memberships: {
    membership_id: "Абонемент",
    start_date: "Начало",
    expiry_date: "Окончание",
    sessions: "Использовано посещений",
    unlimited: "Без ограничений",
    status: "Статус",
    statuses: {
      active: "Действует",
      expired: "Истёк",
      cancelled: "Отменён",
    },
  },
  actions: {
    back: "Все клиенты",
  },
  header: {
    archived: "Этот клиент в архиве.",
    blocked: "Онлайн-запись запрещена.",
    blocked_because: "Онлайн-запись запрещена: %{reason}",
  },
  notifications: {
    contact_missing:
      "Укажите адрес электронной почты или номер мобильного телефона, чтобы с клиентом можно было связаться.",
  },
};

export default clients;

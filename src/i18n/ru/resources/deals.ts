import type { CatalogueOf } from "../../en";
import type enDeals from "../../en/resources/deals";

/** Russian texts of `resources.deals`. */
const deals: CatalogueOf<typeof enDeals> = {
  name: "Акция |||| Акции |||| Акций",
  empty: {
    title: "Акций пока нет",
    invite: "Создайте промокод или предложение для клиентов.",
  },
  fields: {
    id: "Id",
    name: "Название",
    type: "Тип",
    code: "Промокод",
    discount_type: "Скидка",
    discount_pct: "Скидка (%)",
    discount_amount: "Сумма скидки",
    discount: "Скидка",
    applies_to: "Применяется к",
    service_ids: "Услуги",
    product_ids: "Товары",
    location_ids: "Филиалы",
    channels: "Продажа",
    starts_at: "Начало",
    ends_at: "Окончание",
    usage_limit_total: "Всего использований",
    usage_limit_per_client: "Использований на клиента",
    status: "Статус",
    archived_at: "В архиве",
    created_at: "Создана",
    updated_at: "Изменена",
  },
  filters: {
    archived: "Только архивные",
    status: "Статус",
    type: "Тип",
    applies_to: "Применяется к",
    starts_from: "Начало с",
    starts_until: "Начало по",
  },
  types: {
    promotion_code: "Промокод",
    flash_sale: "Флеш-распродажа",
  },
  discount_types: {
    percent: "Процент",
    fixed: "Фиксированная сумма",
  },
  applies: {
    all_services: "Все услуги",
    selected_services: "Выбранные услуги",
    all_products: "Все товары",
    selected_products: "Выбранные товары",
    memberships: "Абонементы",
    vouchers: "Сертификаты",
  },
  channels: {
    online: "Онлайн",
    in_store: "В салоне",
    both: "Онлайн и в салоне",
  },
  statuses: {
    active: "Активна",
    inactive: "Неактивна",
    archived: "В архиве",
  },
  sections: {
    discount: "Скидка",
    scope: "К чему применяется",
    period: "Когда и сколько раз",
  },
  actions: {
    archive: "В архив",
  },
  validation: {
    code_required: "Введите код, который клиенты вводят для получения акции.",
    code_format: "Используйте только буквы, цифры, - и _.",
    percent_range: "Введите процент от 0 до 100.",
    amount_required: "Введите сумму скидки.",
    end_after_start: "Окончание должно быть позже начала.",
    services_required: "Выберите хотя бы одну услугу.",
    products_required: "Выберите хотя бы один товар.",
    locations_required: "Выберите хотя бы один филиал.",
    positive: "Введите целое число больше 0.",
  },
  notifications: {
    archived:
      "%{smart_count} акция в архиве |||| %{smart_count} акции в архиве |||| %{smart_count} акций в архиве",
    limits_help:
      "Оставьте пустым, чтобы не ограничивать. Учитываются продажи, которые не аннулированы.",
  },
};

export default deals;

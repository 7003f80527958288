import type { CatalogueOf } from "../../en";
import type enVoucherTypes from "../../en/resources/voucher-types";

/** Russian texts of `resources.voucher-types`. */
const voucherTypes: CatalogueOf<typeof enVoucherTypes> = {
  name: "Вид сертификата |||| Виды сертификатов |||| Видов сертификатов",
  empty: {
    title: "Видов сертификатов пока нет",
    invite:
      "Создайте подарочные сертификаты, которые смогут купить ваши клиенты.",
  },
  fields: {
    id: "Id",
    name: "Название",
    value: "Номинал",
    retail_price: "Цена",
    valid_for_value: "Срок действия",
    valid_for_unit: "Единица",
    validity: "Срок действия",
    redeemable_for: "Можно оплатить",
    service_ids: "Услуги",
    location_ids: "Продаётся в",
    online_sales_enabled: "Продаётся онлайн",
    title: "Заголовок на сертификате",
    description: "Описание",
    colour: "Цвет",
    note_for_client: "Примечание для клиента",
    archived_at: "В архиве",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  filters: {
    archived: "Только архивные",
    redeemable_for: "Можно оплатить",
    online_sales_enabled: "Продаётся онлайн",
  },
  units: {
    days: "Дни",
    months: "Месяцы",
    years: "Годы",
  },
  redeemable: {
    any: "Любую услугу",
    selected_services: "Выбранные услуги",
  },
  sections: {
    price: "Номинал и цена",
    scope: "Где и на что",
    design: "Оформление сертификата",
  },
  actions: {
    issued: "Выданные сертификаты",
  },
  validation: {
    value_positive: "Номинал должен быть больше 0.",
    price_min: "Цена не может быть отрицательной.",
    validity_pair:
      "Укажите число и единицу или оставьте оба поля пустыми, чтобы использовать срок по умолчанию.",
    services_required: "Выберите хотя бы одну услугу.",
    locations_required: "Выберите хотя бы один филиал, где он продаётся.",
  },
  notifications: {
    default_validity:
      "Оставьте срок пустым, чтобы использовать срок из настроек сертификатов.",
  },
};

export default voucherTypes;

import type { CatalogueOf } from "../../en";
import type enPaymentTypes from "../../en/resources/payment-types";

/** Russian texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes: CatalogueOf<typeof enPaymentTypes> = {
  name: "Способ оплаты |||| Способы оплаты |||| Способов оплаты",
  fields: {
    name: "Название",
    kind: "Вид",
    is_system: "Встроенный",
    sort_order: "Порядок",
    archived_at: "В архиве",
  },
  kinds: {
    cash: "Наличные",
    card: "Карта",
    voucher: "Сертификат",
    other: "Другое",
  },
  system_locked:
    "Это встроенный способ оплаты: его название и вид изменить нельзя, удалить тоже нельзя. Переместить в списке можно.",
  move_up: "Переместить %{name} выше",
  move_down: "Переместить %{name} ниже",
  reorder_failed: "Не удалось сохранить порядок. Попробуйте ещё раз.",
  empty: {
    title: "Способов оплаты пока нет",
    invite: "Добавьте способы оплаты помимо наличных, карты и сертификатов.",
  },
};

export default paymentTypes;

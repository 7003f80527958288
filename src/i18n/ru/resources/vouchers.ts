import type { CatalogueOf } from "../../en";
import type enVouchers from "../../en/resources/vouchers";

/** Russian texts of `resources.vouchers`. */
const vouchers: CatalogueOf<typeof enVouchers> = {
  name: "Выданный сертификат |||| Выданные сертификаты |||| Выданных сертификатов",
  fields: {
    id: "Id",
    code: "Код",
    voucher_type_id: "Сертификат",
    sale_item_id: "Позиция продажи",
    location_id: "Продан в",
    purchaser_client_id: "Покупатель",
    recipient_name: "Получатель",
    recipient_email: "E-mail получателя",
    message: "Сообщение",
    issue_date: "Выдан",
    expiry_date: "Действует до",
    original_value: "Исходный номинал",
    balance: "Остаток",
    status: "Статус",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  filters: {
    status: "Статус",
    voucher_type_id: "Сертификат",
    location_id: "Продан в",
    has_balance: "С остатком",
    issued_from: "Выдан с",
    issued_until: "Выдан по",
    expires_from: "Истекает с",
    expires_until: "Истекает по",
  },
  statuses: {
    unpaid: "Не оплачен",
    valid: "Действует",
    expired: "Истёк",
    redeemed: "Использован",
    refunded: "Возвращён",
    void: "Аннулирован",
  },
  empty: {
    title: "Сертификаты ещё не выдавались",
    text: "Сертификаты появятся здесь после продажи на кассе.",
  },
};

export default vouchers;

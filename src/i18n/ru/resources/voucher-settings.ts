import type { CatalogueOf } from "../../en";
import type enVoucherSettings from "../../en/resources/voucher-settings";

/** Russian texts of `resources.voucher-settings`. */
const voucherSettings: CatalogueOf<typeof enVoucherSettings> = {
  name: "Настройки сертификатов |||| Настройки сертификатов |||| Настроек сертификатов",
  fields: {
    default_valid_for_value: "Сертификаты действуют",
    default_valid_for_unit: "Единица",
    code_length: "Длина кода",
    code_prefix: "Префикс кода",
    allow_partial_redemption: "Разрешить оплату части остатка",
    redeemable_on_products: "Можно оплачивать товары",
    online_sales_enabled: "Продавать сертификаты онлайн",
    terms_text: "Условия",
    updated_at: "Изменено",
  },
  sections: {
    validity: "Срок действия по умолчанию",
    codes: "Коды сертификатов",
    redemption: "Использование",
  },
  validation: {
    code_length: "Коды содержат от 6 до 16 символов.",
    code_prefix: "Не более 6 латинских букв и цифр.",
    positive: "Введите целое число больше 0.",
  },
  notifications: {
    code_help:
      "Новые коды состоят из префикса и случайных заглавных букв и цифр.",
  },
};

export default voucherSettings;

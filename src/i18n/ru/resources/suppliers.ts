import type { CatalogueOf } from "../../en";
import type enSuppliers from "../../en/resources/suppliers";

/**
 * Russian texts of the suppliers resource (`resources.suppliers`).
 * `name`: `one |||| few |||| many` (as in clients.ts).
 */
const suppliers: CatalogueOf<typeof enSuppliers> = {
  name: "Поставщик |||| Поставщики |||| Поставщиков",
  empty: {
    title: "Поставщиков пока нет",
    invite: "Добавьте поставщиков, у которых вы заказываете товары.",
  },
  fields: {
    id: "ID",
    name: "Название",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Обновлено",
    contact_first_name: "Имя контакта",
    contact_last_name: "Фамилия контакта",
    email: "Эл. почта",
    mobile: "Мобильный",
    phone: "Телефон",
    website: "Сайт",
    account_number: "Номер счёта",
    address_line1: "Адрес",
    address_line2: "Адрес (строка 2)",
    city: "Город",
    region: "Регион",
    postcode: "Почтовый индекс",
    country_code: "Код страны",
    notes: "Заметки",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
  sections: {
    contact: "Контакты",
    address: "Адрес",
  },
  helpers: {
    email: "Заказы поставщику отправляются на этот адрес.",
  },
  validation: {
    website: "Введите веб-адрес, например https://example.com.",
    country_code: "Используйте двухбуквенный код страны, например RU.",
  },
};

export default suppliers;

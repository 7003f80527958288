import type { CatalogueOf } from "../../en";
import type enBusinessDetails from "../../en/resources/business-details";

/** Russian texts of the business-details screens (`resources.business-details`). */
const businessDetails: CatalogueOf<typeof enBusinessDetails> = {
  name: "Данные компании |||| Данные компании |||| Данные компании",
  fields: {
    business_name: "Название компании",
    logo_path: "Логотип",
    country_code: "Страна",
    currency_code: "Валюта",
    default_timezone: "Часовой пояс",
    default_language: "Язык",
    prices_include_tax: "Цены включают налог",
    email: "Эл. почта",
    phone: "Телефон",
  },
  sections: {
    region: "Регион и цены",
    contact: "Контакты",
  },
  helper: {
    currency: "Нельзя изменить после первой продажи.",
    prices_include_tax: "Относится ко всем ценам компании.",
  },
  languages: {
    en: "English",
    es: "Español",
    de: "Deutsch",
    it: "Italiano",
    ru: "Русский",
    ae: "العربية",
  },
};

export default businessDetails;

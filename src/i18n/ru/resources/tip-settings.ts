import type { CatalogueOf } from "../../en";
import type enTipSettings from "../../en/resources/tip-settings";

/** Russian texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings: CatalogueOf<typeof enTipSettings> = {
  name: "Настройка чаевых |||| Настройки чаевых |||| Настроек чаевых",
  fields: {
    location_id: "Филиал",
    enabled: "Чаевые включены",
    suggested_pct: "Предлагаемые чаевые (%)",
    allow_custom: "Можно указать свою сумму",
    calculate_on: "Считать от",
  },
  calculate_on: {
    before_tax: "Суммы без налога",
    after_tax: "Суммы с налогом",
  },
  helper: {
    suggested_pct:
      "До 5 процентов от 5 до 100 по возрастанию, например 10, 15, 20.",
  },
  validation: {
    too_many: "Не более 5 вариантов.",
    not_number: "Каждый вариант должен быть числом.",
    range: "Каждый вариант должен быть от 5 до 100 %.",
    decimals: "Не более 2 знаков после запятой.",
    ascending: "Укажите варианты по возрастанию, без повторов.",
  },
  empty: {
    title: "Настроек чаевых пока нет",
    invite:
      "Настройте чаевые для филиала: предлагаемые проценты и можно ли клиенту указать свою сумму.",
  },
};

export default tipSettings;

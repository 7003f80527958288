import type { CatalogueOf } from "../../en";
import type enReferralSources from "../../en/resources/referral-sources";

/** Russian texts of `resources.referral-sources`. */
const referralSources: CatalogueOf<typeof enReferralSources> = {
  name: "Источник клиентов |||| Источники клиентов |||| Источников клиентов",
  empty: {
    title: "Источников клиентов пока нет",
    invite:
      "Добавьте, откуда клиенты узнают о вас, например сайт или рекомендация.",
  },
  fields: {
    id: "Id",
    name: "Название",
    sort_order: "Порядок",
    is_default: "По умолчанию для новых клиентов",
    archived_at: "В архиве",
    created_at: "Создан",
    updated_at: "Изменён",
  },
  filters: {
    archived: "Только архивные",
    is_default: "По умолчанию",
  },
  actions: {
    move_up: "Выше",
    move_down: "Ниже",
  },
  notifications: {
    default_help:
      "По умолчанию может быть только один источник; выбор этого заменяет прежний.",
  },
};

export default referralSources;

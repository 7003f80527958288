import type { CatalogueOf } from "../../en";
import type enTreatmentTypes from "../../en/resources/treatment-types";

/** Russian texts of the treatment-types resource (`resources.treatment-types`). */
const treatmentTypes: CatalogueOf<typeof enTreatmentTypes> = {
  name: "Тип процедуры |||| Типы процедур |||| Типов процедур",
  fields: {
    id: "ID",
    name: "Название",
    description: "Описание",
    colour: "Цвет",
    sort_order: "Порядок отображения",
    archived_at: "В архиве",
    created_at: "Создано",
    updated_at: "Изменено",
  },
  filters: {
    search: "Поиск",
    archived: "Только архивные",
  },
  empty: {
    title: "Типов процедур пока нет",
    invite:
      "Типы процедур, например массаж, уход за лицом или ногти, объединяют ваши услуги. Создайте первый.",
  },
  validation: {
    name_length: "Не более 100 символов.",
    sort_order: "Укажите целое число не меньше 0.",
  },
};

export default treatmentTypes;

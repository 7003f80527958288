import type { CatalogueOf } from "../../en";
import type enSettings from "../../en/resources/settings";

/** Russian texts of the settings screens (`resources.settings`). */
const settings: CatalogueOf<typeof enSettings> = {
  name: "Настройки",
  filters: {
    archived: "Только архивные",
  },
  validation: {
    too_long: "Не более %{max} символов.",
    whole_number: "Введите целое число.",
    min: "Не меньше %{min}.",
    max: "Не больше %{max}.",
    timezone: "Выберите правильный часовой пояс, например Europe/Moscow.",
  },
};

export default settings;

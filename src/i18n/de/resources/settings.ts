import type { CatalogueOf } from "../../en";
import type enSettings from "../../en/resources/settings";

/** German texts of the settings screens (`resources.settings`). */
const settings: CatalogueOf<typeof enSettings> = {
  name: "Einstellungen",
  filters: {
    archived: "Nur archivierte",
  },
  validation: {
    too_long: "Höchstens %{max} Zeichen.",
    whole_number: "Geben Sie eine ganze Zahl ein.",
    min: "Mindestens %{min}.",
    max: "Höchstens %{max}.",
    timezone: "Wählen Sie eine gültige Zeitzone, z. B. Europe/Berlin.",
  },
};

export default settings;

import type { CatalogueOf } from "../../en";
import type enSettings from "../../en/resources/settings";

/** Spanish texts of the settings screens (`resources.settings`). */
const settings: CatalogueOf<typeof enSettings> = {
  name: "Configuración",
  filters: {
    archived: "Solo archivados",
  },
  validation: {
    too_long: "Debe tener como máximo %{max} caracteres.",
    whole_number: "Introduce un número entero.",
    min: "Debe ser al menos %{min}.",
    max: "Debe ser como máximo %{max}.",
    timezone: "Elige una zona horaria válida, como Europe/Madrid.",
  },
};

export default settings;

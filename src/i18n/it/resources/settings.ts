import type { CatalogueOf } from "../../en";
import type enSettings from "../../en/resources/settings";

/** Italian texts of the settings screens (`resources.settings`). */
const settings: CatalogueOf<typeof enSettings> = {
  name: "Impostazioni",
  filters: {
    archived: "Solo archiviati",
  },
  validation: {
    too_long: "Al massimo %{max} caratteri.",
    whole_number: "Inserisci un numero intero.",
    min: "Deve essere almeno %{min}.",
    max: "Deve essere al massimo %{max}.",
    timezone: "Scegli un fuso orario valido, ad es. Europe/Rome.",
  },
};

export default settings;

import type { CatalogueOf } from "../../en";
import type enTreatmentTypes from "../../en/resources/treatment-types";

/** Italian texts of the treatment-types resource (`resources.treatment-types`). */
const treatmentTypes: CatalogueOf<typeof enTreatmentTypes> = {
  name: "Tipo di trattamento |||| Tipi di trattamento",
  fields: {
    id: "ID",
    name: "Nome",
    description: "Descrizione",
    colour: "Colore",
    sort_order: "Ordine di visualizzazione",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  empty: {
    title: "Ancora nessun tipo di trattamento",
    invite:
      "I tipi di trattamento, come Massaggio, Viso o Unghie, raggruppano i tuoi servizi. Crea il primo.",
  },
  validation: {
    name_length: "Usa al massimo 100 caratteri.",
    sort_order: "Usa un numero intero pari o superiore a 0.",
  },
};

export default treatmentTypes;

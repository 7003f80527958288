import type { CatalogueOf } from "../../en";
import type enTreatmentTypes from "../../en/resources/treatment-types";

/** German texts of the treatment-types resource (`resources.treatment-types`). */
const treatmentTypes: CatalogueOf<typeof enTreatmentTypes> = {
  name: "Behandlungsart |||| Behandlungsarten",
  fields: {
    id: "ID",
    name: "Name",
    description: "Beschreibung",
    colour: "Farbe",
    sort_order: "Anzeigereihenfolge",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
  empty: {
    title: "Noch keine Behandlungsarten",
    invite:
      "Behandlungsarten wie Massage, Gesichtsbehandlung oder Nägel gruppieren deine Dienstleistungen. Lege die erste an.",
  },
  validation: {
    name_length: "Höchstens 100 Zeichen.",
    sort_order: "Verwende eine ganze Zahl ab 0.",
  },
};

export default treatmentTypes;

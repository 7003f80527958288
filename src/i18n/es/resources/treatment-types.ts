import type { CatalogueOf } from "../../en";
import type enTreatmentTypes from "../../en/resources/treatment-types";

/** Spanish texts of the treatment-types resource (`resources.treatment-types`). */
const treatmentTypes: CatalogueOf<typeof enTreatmentTypes> = {
  name: "Tipo de tratamiento |||| Tipos de tratamiento",
  fields: {
    id: "ID",
    name: "Nombre",
    description: "Descripción",
    colour: "Color",
    sort_order: "Orden de visualización",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  empty: {
    title: "Aún no hay tipos de tratamiento",
    invite:
      "Los tipos de tratamiento, como Masaje, Facial o Uñas, agrupan tus servicios. Crea el primero.",
  },
  validation: {
    name_length: "Usa como máximo 100 caracteres.",
    sort_order: "Usa un número entero igual o mayor que 0.",
  },
};

export default treatmentTypes;

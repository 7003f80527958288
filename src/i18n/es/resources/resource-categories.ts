import type { CatalogueOf } from "../../en";
import type enResourceCategories from "../../en/resources/resource-categories";

/**
 * Spanish texts of the resource-categories resource (`resources.resource-categories`).
 */
const resourceCategories: CatalogueOf<typeof enResourceCategories> = {
  name: "Categoría de recurso |||| Categorías de recursos",
  empty: {
    title: "Aún no hay categorías de recursos",
    invite: "Agrupa tus salas y equipos en categorías.",
  },
  fields: {
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
    description: "Descripción",
    colour: "Color",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
};

export default resourceCategories;

import type { CatalogueOf } from "../../en";
import type enBrands from "../../en/resources/brands";

/**
 * Spanish texts of the brands resource (`resources.brands`).
 */
const brands: CatalogueOf<typeof enBrands> = {
  name: "Marca |||| Marcas",
  empty: {
    title: "Aún no hay marcas",
    invite: "Añade las marcas de los productos que vendes y usas.",
  },
  fields: {
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
};

export default brands;

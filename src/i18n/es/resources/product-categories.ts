import type { CatalogueOf } from "../../en";
import type enProductCategories from "../../en/resources/product-categories";

/**
 * Spanish texts of the product-categories resource (`resources.product-categories`).
 */
const productCategories: CatalogueOf<typeof enProductCategories> = {
  name: "Categoría de producto |||| Categorías de producto",
  empty: {
    title: "Aún no hay categorías de producto",
    invite:
      "Agrupa tus productos en categorías, como cuidado del cabello o de la piel.",
  },
  fields: {
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
    sort_order: "Posición",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  validation: {
    whole_number: "Introduce un número entero.",
  },
};

export default productCategories;

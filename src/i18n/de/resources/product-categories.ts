import type { CatalogueOf } from "../../en";
import type enProductCategories from "../../en/resources/product-categories";

/**
 * German texts of the product-categories resource (`resources.product-categories`).
 */
const productCategories: CatalogueOf<typeof enProductCategories> = {
  name: "Produktkategorie |||| Produktkategorien",
  empty: {
    title: "Noch keine Produktkategorien",
    invite:
      "Ordnen Sie Ihre Produkte in Kategorien wie Haarpflege oder Hautpflege.",
  },
  fields: {
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
    sort_order: "Position",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
  validation: {
    whole_number: "Geben Sie eine ganze Zahl ein.",
  },
};

export default productCategories;

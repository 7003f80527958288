import type { CatalogueOf } from "../../en";
import type enBrands from "../../en/resources/brands";

/**
 * German texts of the brands resource (`resources.brands`).
 */
const brands: CatalogueOf<typeof enBrands> = {
  name: "Marke |||| Marken",
  empty: {
    title: "Noch keine Marken",
    invite:
      "Legen Sie die Marken der Produkte an, die Sie verkaufen und verwenden.",
  },
  fields: {
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
};

export default brands;

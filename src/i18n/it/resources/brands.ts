import type { CatalogueOf } from "../../en";
import type enBrands from "../../en/resources/brands";

/**
 * Italian texts of the brands resource (`resources.brands`).
 */
const brands: CatalogueOf<typeof enBrands> = {
  name: "Marchio |||| Marchi",
  empty: {
    title: "Ancora nessun marchio",
    invite: "Aggiungi i marchi dei prodotti che vendi e usi.",
  },
  fields: {
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
};

export default brands;

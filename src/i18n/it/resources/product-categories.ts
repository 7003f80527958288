import type { CatalogueOf } from "../../en";
import type enProductCategories from "../../en/resources/product-categories";

/**
 * Italian texts of the product-categories resource (`resources.product-categories`).
 */
const productCategories: CatalogueOf<typeof enProductCategories> = {
  name: "Categoria di prodotto |||| Categorie di prodotto",
  empty: {
    title: "Ancora nessuna categoria di prodotto",
    invite:
      "Raggruppa i tuoi prodotti in categorie, come cura dei capelli o della pelle.",
  },
  fields: {
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
    sort_order: "Posizione",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  validation: {
    whole_number: "Inserisci un numero intero.",
  },
};

export default productCategories;

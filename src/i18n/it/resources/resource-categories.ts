import type { CatalogueOf } from "../../en";
import type enResourceCategories from "../../en/resources/resource-categories";

/**
 * Italian texts of the resource-categories resource (`resources.resource-categories`).
 */
const resourceCategories: CatalogueOf<typeof enResourceCategories> = {
  name: "Categoria di risorsa |||| Categorie di risorse",
  empty: {
    title: "Ancora nessuna categoria di risorsa",
    invite: "Raggruppa le tue sale e attrezzature in categorie.",
  },
  fields: {
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
    description: "Descrizione",
    colour: "Colore",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
};

export default resourceCategories;

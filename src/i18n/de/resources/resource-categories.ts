import type { CatalogueOf } from "../../en";
import type enResourceCategories from "../../en/resources/resource-categories";

/**
 * German texts of the resource-categories resource (`resources.resource-categories`).
 */
const resourceCategories: CatalogueOf<typeof enResourceCategories> = {
  name: "Ressourcenkategorie |||| Ressourcenkategorien",
  empty: {
    title: "Noch keine Ressourcenkategorien",
    invite: "Ordnen Sie Ihre Räume und Geräte in Kategorien.",
  },
  fields: {
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
    description: "Beschreibung",
    colour: "Farbe",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
};

export default resourceCategories;

import type { CatalogueOf } from "../../en";
import type enResources from "../../en/resources/resources";

/**
 * German texts of the resources resource (`resources.resources`).
 */
const resources: CatalogueOf<typeof enResources> = {
  name: "Ressource |||| Ressourcen",
  empty: {
    title: "Noch keine Ressourcen",
    invite: "Legen Sie die Räume und Geräte an, die Buchungen benötigen.",
  },
  fields: {
    capacity: "Kapazität",
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
    code: "Kürzel",
    resource_category_id: "Kategorie",
    location_id: "Standort",
    description: "Beschreibung",
    calendar_colour: "Kalenderfarbe",
    sort_order: "Position",
    service_ids: "Leistungen",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
    service: "Genutzt von Leistung",
  },
  capacity_short: "Kapazität: %{n}",
  helpers: {
    capacity:
      "Buchungen, die gleichzeitig möglich sind (ein Raum mit zwei Liegen = 2).",
    code: "Kurzes Kürzel im Kalender.",
    services: "Leistungen, die diesen Raum oder dieses Gerät benötigen.",
    sort_order:
      "Die automatische Zuweisung nimmt die erste freie Ressource in dieser Reihenfolge.",
  },
  validation: {
    capacity: "Geben Sie eine ganze Zahl von 1 bis 50 ein.",
    whole_number: "Geben Sie eine ganze Zahl ein.",
  },
};

export default resources;

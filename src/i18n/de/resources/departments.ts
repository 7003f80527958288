import type { CatalogueOf } from "../../en";
import type enDepartments from "../../en/resources/departments";

/** German texts of the departments screens (`resources.departments`). */
const departments: CatalogueOf<typeof enDepartments> = {
  name: "Abteilung |||| Abteilungen",
  fields: {
    name: "Name",
    location_id: "Standort",
    manager_team_member_id: "Leitung",
    archived_at: "Archiviert",
  },
  all_locations: "Alle Standorte",
  empty: {
    title: "Noch keine Abteilungen",
    invite:
      "Gruppieren Sie Ihr Team in Abteilungen, um Kalender und Teamberichte zu filtern.",
  },
};

export default departments;

import type { CatalogueOf } from "../../en";
import type enDepartments from "../../en/resources/departments";

/** Italian texts of the departments screens (`resources.departments`). */
const departments: CatalogueOf<typeof enDepartments> = {
  name: "Reparto |||| Reparti",
  fields: {
    name: "Nome",
    location_id: "Sede",
    manager_team_member_id: "Responsabile",
    archived_at: "Archiviato",
  },
  all_locations: "Tutte le sedi",
  empty: {
    title: "Ancora nessun reparto",
    invite: "Raggruppa il team in reparti per filtrare agenda e report.",
  },
};

export default departments;

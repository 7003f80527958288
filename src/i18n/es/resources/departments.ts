import type { CatalogueOf } from "../../en";
import type enDepartments from "../../en/resources/departments";

/** Spanish texts of the departments screens (`resources.departments`). */
const departments: CatalogueOf<typeof enDepartments> = {
  name: "Departamento |||| Departamentos",
  fields: {
    name: "Nombre",
    location_id: "Local",
    manager_team_member_id: "Responsable",
    archived_at: "Archivado",
  },
  all_locations: "Todos los locales",
  empty: {
    title: "Aún no hay departamentos",
    invite:
      "Agrupa a tu equipo en departamentos para filtrar la agenda y los informes.",
  },
};

export default departments;

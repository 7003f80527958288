import type { CatalogueOf } from "../../en";
import type enDepartments from "../../en/resources/departments";

/** Russian texts of the departments screens (`resources.departments`). */
const departments: CatalogueOf<typeof enDepartments> = {
  name: "Отдел |||| Отделы |||| Отделов",
  fields: {
    name: "Название",
    location_id: "Филиал",
    manager_team_member_id: "Руководитель",
    archived_at: "В архиве",
  },
  all_locations: "Все филиалы",
  empty: {
    title: "Отделов пока нет",
    invite:
      "Разделите команду на отделы, чтобы фильтровать календарь и отчёты.",
  },
};

export default departments;

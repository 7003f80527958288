import type { CatalogueOf } from "../../en";
import type enDepartments from "../../en/resources/departments";

/** Arabic (ae) texts of the departments screens (`resources.departments`). */
const departments: CatalogueOf<typeof enDepartments> = {
  name: "أقسام |||| قسم |||| الأقسام |||| أقسام |||| قسمًا |||| قسم",
  fields: {
    name: "الاسم",
    location_id: "الفرع",
    manager_team_member_id: "المدير",
    archived_at: "مؤرشف",
  },
  all_locations: "كل الفروع",
  empty: {
    title: "لا توجد أقسام بعد",
    invite: "قسّم فريقك إلى أقسام لتصفية التقويم وتقارير الفريق.",
  },
};

export default departments;

import type { CatalogueOf } from "../../en";
import type enSettings from "../../en/resources/settings";

/** Arabic (ae) texts of the settings screens (`resources.settings`). */
const settings: CatalogueOf<typeof enSettings> = {
  name: "الإعدادات",
  filters: {
    archived: "المؤرشفة فقط",
  },
  validation: {
    too_long: "يجب ألا يزيد عن %{max} حرفًا.",
    whole_number: "أدخل عددًا صحيحًا.",
    min: "يجب ألا يقل عن %{min}.",
    max: "يجب ألا يزيد عن %{max}.",
    timezone: "اختر منطقة زمنية صحيحة، مثل Asia/Dubai.",
  },
};

export default settings;

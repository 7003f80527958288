import type { CatalogueOf } from "../../en";
import type enCloseDates from "../../en/resources/close-dates";

/** Arabic (ae) texts of the close-dates screens (`resources.close-dates`). */
const closeDates: CatalogueOf<typeof enCloseDates> = {
  name: "أيام إغلاق |||| يوم إغلاق |||| أيام الإغلاق |||| أيام إغلاق |||| يوم إغلاق |||| يوم إغلاق",
  fields: {
    start_date: "من",
    end_date: "إلى",
    description: "الوصف",
    location_ids: "الفروع",
    location_id: "الفرع",
    on_or_after: "في أو بعد",
    on_or_before: "في أو قبل",
  },
  all_locations: "كل الفروع",
  validation: {
    end_before_start: "لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء.",
    locations: "اختر فرعًا واحدًا على الأقل.",
  },
  empty: {
    title: "لا توجد أيام إغلاق بعد",
    invite: "أضف العطل والأيام التي لا يستقبل فيها الفرع حجوزات.",
  },
};

export default closeDates;

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
  booked: {
    title: "مواعيد في هذه الأيام",
    intro:
      "لا توجد مواعيد محجوزة في هذه الأيام. |||| لا يزال موعد واحد محجوزًا في هذه الأيام. افتح يومه في التقويم لنقله أو إلغائه. |||| لا يزال موعدان محجوزين في هذه الأيام. افتح يومهما في التقويم لنقلهما أو إلغائهما. |||| لا تزال %{smart_count} مواعيد محجوزة في هذه الأيام. افتح أيامها في التقويم لنقلها أو إلغائها. |||| لا يزال %{smart_count} موعدًا محجوزًا في هذه الأيام. افتح أيامها في التقويم لنقلها أو إلغائها. |||| لا يزال %{smart_count} موعد محجوزًا في هذه الأيام. افتح أيامها في التقويم لنقلها أو إلغائها.",
    more: "…ولا شيء غيرها. |||| …وموعد آخر. |||| …وموعدان آخران. |||| …و%{smart_count} مواعيد أخرى. |||| …و%{smart_count} موعدًا آخر. |||| …و%{smart_count} موعد آخر.",
    walk_in: "زائر بدون حجز",
    close: "إغلاق",
  },
  empty: {
    title: "لا توجد أيام إغلاق بعد",
    invite: "أضف العطل والأيام التي لا يستقبل فيها الفرع حجوزات.",
  },
};

export default closeDates;

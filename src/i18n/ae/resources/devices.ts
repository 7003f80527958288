import type { CatalogueOf } from "../../en";
import type enDevices from "../../en/resources/devices";

/** Arabic (ae) texts of the devices screens (`resources.devices`). */
const devices: CatalogueOf<typeof enDevices> = {
  name: "أجهزة |||| جهاز |||| الأجهزة |||| أجهزة |||| جهازًا |||| جهاز",
  fields: {
    name: "الاسم",
    type: "النوع",
    serial_number: "الرقم التسلسلي",
    location_id: "الفرع",
    status: "الحالة",
    paired_at: "تاريخ الربط",
    last_seen_at: "آخر ظهور",
    archived_at: "مؤرشف",
  },
  types: {
    card_terminal: "جهاز دفع بالبطاقة",
    receipt_printer: "طابعة إيصالات",
    tablet: "جهاز لوحي",
    barcode_scanner: "قارئ باركود",
  },
  statuses: {
    active: "نشط",
    offline: "غير متصل",
    retired: "خارج الخدمة",
  },
  validation: {
    serial: "استخدم الحروف والأرقام والمسافات و - . _ : / فقط.",
  },
  empty: {
    title: "لا توجد أجهزة بعد",
    invite: "سجّل أجهزة الدفع والطابعات والأجهزة اللوحية لتعرف مكان كل منها.",
  },
};

export default devices;

import type { CatalogueOf } from "../../en";
import type enLocations from "../../en/resources/locations";

/** Arabic (ae) texts of the locations screens (`resources.locations`). */
const locations: CatalogueOf<typeof enLocations> = {
  name: "فروع |||| فرع |||| الفروع |||| فروع |||| فرعًا |||| فرع",
  fields: {
    id: "المعرّف",
    name: "الاسم",
    address_line1: "العنوان",
    address_line2: "العنوان (سطر 2)",
    city: "المدينة",
    region: "المنطقة",
    postcode: "الرمز البريدي",
    country_code: "الدولة",
    timezone: "المنطقة الزمنية",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    opening_hours: "ساعات العمل",
    default_service_tax_rate_id: "الضريبة الافتراضية على الخدمات",
    default_product_tax_rate_id: "الضريبة الافتراضية على المنتجات",
    invoice_sequence_id: "تسلسل الفواتير",
    online_booking_enabled: "الحجز عبر الإنترنت",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  sections: {
    address: "العنوان",
    contact: "التواصل",
    sales: "المبيعات",
  },
  no_tax: "بدون ضريبة",
  week: {
    title: "ساعات العمل",
    closed: "مغلق",
    opens: "يفتح",
    closes: "يغلق",
    add: "إضافة ساعات عمل",
    remove: "حذف هذه الساعات",
    invalid_time: "%{day}: أدخل كل وقت فتح وإغلاق.",
    end_before_start: "%{day}: يجب أن يكون وقت الإغلاق بعد وقت الفتح.",
    overlap: "%{day}: ساعات العمل متداخلة.",
    days: {
      mon: "الاثنين",
      tue: "الثلاثاء",
      wed: "الأربعاء",
      thu: "الخميس",
      fri: "الجمعة",
      sat: "السبت",
      sun: "الأحد",
    },
  },
  empty: {
    title: "لا توجد فروع بعد",
    invite:
      "أضف فرعك الأول: يظهر عنوانه وساعات عمله في الفواتير وتحدد التقويم.",
  },
};

export default locations;

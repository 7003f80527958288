import type { CatalogueOf } from "../../en";
import type enSuppliers from "../../en/resources/suppliers";

/**
 * Arabic texts of the suppliers resource (`resources.suppliers`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`; the "two" form is
 * the plural label menus and lists use (as in clients.ts).
 */
const suppliers: CatalogueOf<typeof enSuppliers> = {
  name: "موردون |||| مورد |||| الموردون |||| موردين |||| موردًا |||| مورد",
  empty: {
    title: "لا يوجد موردون بعد",
    invite: "أضف الموردين الذين تطلب منهم المنتجات.",
  },
  fields: {
    id: "المعرّف",
    name: "الاسم",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
    contact_first_name: "الاسم الأول لجهة الاتصال",
    contact_last_name: "اسم العائلة لجهة الاتصال",
    email: "البريد الإلكتروني",
    mobile: "الجوال",
    phone: "الهاتف",
    website: "الموقع الإلكتروني",
    account_number: "رقم الحساب",
    address_line1: "العنوان",
    address_line2: "العنوان (سطر 2)",
    city: "المدينة",
    region: "المنطقة",
    postcode: "الرمز البريدي",
    country_code: "رمز الدولة",
    notes: "ملاحظات",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفة فقط",
  },
  sections: {
    contact: "جهة الاتصال",
    address: "العنوان",
  },
  helpers: {
    email: "تُرسل أوامر الشراء إلى هذا العنوان.",
  },
  validation: {
    website: "أدخل عنوان موقع، مثل https://example.com.",
    country_code: "استخدم رمز الدولة المكوّن من حرفين، مثل AE.",
  },
};

export default suppliers;

import type { CatalogueOf } from "../../en";
import type enBusinessDetails from "../../en/resources/business-details";

/** Arabic (ae) texts of the business-details screens (`resources.business-details`). */
const businessDetails: CatalogueOf<typeof enBusinessDetails> = {
  name: "بيانات النشاط |||| بيانات النشاط |||| بيانات النشاط |||| بيانات النشاط |||| بيانات النشاط |||| بيانات النشاط",
  fields: {
    business_name: "اسم النشاط",
    logo_path: "الشعار",
    country_code: "الدولة",
    currency_code: "العملة",
    default_timezone: "المنطقة الزمنية",
    default_language: "اللغة",
    prices_include_tax: "الأسعار شاملة الضريبة",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
  },
  sections: {
    region: "المنطقة والأسعار",
    contact: "التواصل",
  },
  helper: {
    currency: "لا يمكن تغييرها بعد تسجيل أول عملية بيع.",
    prices_include_tax: "تنطبق على كل أسعار النشاط.",
  },
  languages: {
    en: "English",
    es: "Español",
    de: "Deutsch",
    it: "Italiano",
    ru: "Русский",
    ae: "العربية",
  },
};

export default businessDetails;

import type { CatalogueOf } from "../../en";
import type enBillingDetails from "../../en/resources/billing-details";

/** Arabic (ae) texts of the billing-details screens (`resources.billing-details`). */
const billingDetails: CatalogueOf<typeof enBillingDetails> = {
  name: "بيانات الفوترة |||| بيانات الفوترة |||| بيانات الفوترة |||| بيانات الفوترة |||| بيانات الفوترة |||| بيانات الفوترة",
  fields: {
    legal_name: "الاسم القانوني",
    billing_email: "بريد الفوترة",
    tax_number: "الرقم الضريبي",
    address_line1: "العنوان",
    address_line2: "العنوان (سطر 2)",
    city: "المدينة",
    region: "المنطقة",
    postcode: "الرمز البريدي",
    country_code: "الدولة",
  },
  sections: {
    address: "عنوان الفوترة",
  },
};

export default billingDetails;

import type { CatalogueOf } from "../../en";
import type enBillingDetails from "../../en/resources/billing-details";

/** Russian texts of the billing-details screens (`resources.billing-details`). */
const billingDetails: CatalogueOf<typeof enBillingDetails> = {
  name: "Платёжные реквизиты |||| Платёжные реквизиты |||| Платёжные реквизиты",
  fields: {
    legal_name: "Юридическое название",
    billing_email: "Эл. почта для счетов",
    tax_number: "ИНН",
    address_line1: "Адрес",
    address_line2: "Адрес (строка 2)",
    city: "Город",
    region: "Регион",
    postcode: "Индекс",
    country_code: "Страна",
  },
  sections: {
    address: "Платёжный адрес",
  },
};

export default billingDetails;

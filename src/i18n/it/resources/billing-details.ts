import type { CatalogueOf } from "../../en";
import type enBillingDetails from "../../en/resources/billing-details";

/** Italian texts of the billing-details screens (`resources.billing-details`). */
const billingDetails: CatalogueOf<typeof enBillingDetails> = {
  name: "Dati di fatturazione |||| Dati di fatturazione",
  fields: {
    legal_name: "Ragione sociale",
    billing_email: "E-mail di fatturazione",
    tax_number: "Partita IVA",
    address_line1: "Indirizzo",
    address_line2: "Indirizzo (riga 2)",
    city: "Città",
    region: "Provincia",
    postcode: "CAP",
    country_code: "Paese",
  },
  sections: {
    address: "Indirizzo di fatturazione",
  },
};

export default billingDetails;

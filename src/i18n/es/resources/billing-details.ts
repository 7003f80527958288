import type { CatalogueOf } from "../../en";
import type enBillingDetails from "../../en/resources/billing-details";

/** Spanish texts of the billing-details screens (`resources.billing-details`). */
const billingDetails: CatalogueOf<typeof enBillingDetails> = {
  name: "Datos de facturación |||| Datos de facturación",
  fields: {
    legal_name: "Razón social",
    billing_email: "Correo de facturación",
    tax_number: "NIF",
    address_line1: "Dirección",
    address_line2: "Dirección (línea 2)",
    city: "Ciudad",
    region: "Provincia",
    postcode: "Código postal",
    country_code: "País",
  },
  sections: {
    address: "Dirección de facturación",
  },
};

export default billingDetails;

import type { CatalogueOf } from "../../en";
import type enBillingDetails from "../../en/resources/billing-details";

/** German texts of the billing-details screens (`resources.billing-details`). */
const billingDetails: CatalogueOf<typeof enBillingDetails> = {
  name: "Rechnungsdaten |||| Rechnungsdaten",
  fields: {
    legal_name: "Firmenname",
    billing_email: "Rechnungs-E-Mail",
    tax_number: "Steuernummer",
    address_line1: "Adresse",
    address_line2: "Adresse (Zeile 2)",
    city: "Ort",
    region: "Region",
    postcode: "Postleitzahl",
    country_code: "Land",
  },
  sections: {
    address: "Rechnungsadresse",
  },
};

export default billingDetails;

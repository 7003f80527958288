/** English texts of the billing-details screens (`resources.billing-details`). */
const billingDetails = {
  name: "Billing details |||| Billing details",
  fields: {
    legal_name: "Legal name",
    billing_email: "Billing e-mail",
    tax_number: "Tax number",
    address_line1: "Address",
    address_line2: "Address (line 2)",
    city: "City",
    region: "Region",
    postcode: "Postcode",
    country_code: "Country",
  },
  sections: {
    address: "Billing address",
  },
};

export default billingDetails;

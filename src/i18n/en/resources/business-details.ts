/** English texts of the business-details screens (`resources.business-details`). */
const businessDetails = {
  name: "Business details |||| Business details",
  fields: {
    business_name: "Business name",
    logo_path: "Logo",
    country_code: "Country",
    currency_code: "Currency",
    default_timezone: "Time zone",
    default_language: "Language",
    prices_include_tax: "Prices include tax",
    email: "E-mail",
    phone: "Phone",
  },
  sections: {
    region: "Region and prices",
    contact: "Contact",
  },
  helper: {
    currency: "Cannot change once a sale has been recorded.",
    prices_include_tax: "Applies to every price of the business.",
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

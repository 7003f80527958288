import type { CatalogueOf } from "../../en";
import type enBusinessDetails from "../../en/resources/business-details";

/** German texts of the business-details screens (`resources.business-details`). */
const businessDetails: CatalogueOf<typeof enBusinessDetails> = {
  name: "Unternehmensdaten |||| Unternehmensdaten",
  fields: {
    business_name: "Name des Unternehmens",
    logo_path: "Logo",
    country_code: "Land",
    currency_code: "Währung",
    default_timezone: "Zeitzone",
    default_language: "Sprache",
    prices_include_tax: "Preise inklusive Steuern",
    email: "E-Mail",
    phone: "Telefon",
  },
  sections: {
    region: "Region und Preise",
    contact: "Kontakt",
  },
  helper: {
    currency: "Nach dem ersten Verkauf nicht mehr änderbar.",
    prices_include_tax: "Gilt für alle Preise des Unternehmens.",
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

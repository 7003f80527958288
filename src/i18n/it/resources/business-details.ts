import type { CatalogueOf } from "../../en";
import type enBusinessDetails from "../../en/resources/business-details";

/** Italian texts of the business-details screens (`resources.business-details`). */
const businessDetails: CatalogueOf<typeof enBusinessDetails> = {
  name: "Dati dell'attività |||| Dati dell'attività",
  fields: {
    business_name: "Nome dell'attività",
    logo_path: "Logo",
    country_code: "Paese",
    currency_code: "Valuta",
    default_timezone: "Fuso orario",
    default_language: "Lingua",
    prices_include_tax: "Prezzi comprensivi di imposte",
    email: "E-mail",
    phone: "Telefono",
  },
  sections: {
    region: "Area e prezzi",
    contact: "Contatti",
  },
  helper: {
    currency: "Non modificabile dopo la prima vendita.",
    prices_include_tax: "Vale per tutti i prezzi dell'attività.",
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

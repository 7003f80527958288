import type { CatalogueOf } from "../../en";
import type enBusinessDetails from "../../en/resources/business-details";

/** Spanish texts of the business-details screens (`resources.business-details`). */
const businessDetails: CatalogueOf<typeof enBusinessDetails> = {
  name: "Datos del negocio |||| Datos del negocio",
  fields: {
    business_name: "Nombre del negocio",
    logo_path: "Logotipo",
    country_code: "País",
    currency_code: "Moneda",
    default_timezone: "Zona horaria",
    default_language: "Idioma",
    prices_include_tax: "Precios con impuestos incluidos",
    email: "Correo electrónico",
    phone: "Teléfono",
  },
  sections: {
    region: "Región y precios",
    contact: "Contacto",
  },
  helper: {
    currency: "No se puede cambiar una vez registrada una venta.",
    prices_include_tax: "Se aplica a todos los precios del negocio.",
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

import type { CatalogueOf } from "../../en";
import type enVoucherSettings from "../../en/resources/voucher-settings";

/** Spanish texts of `resources.voucher-settings`. */
const voucherSettings: CatalogueOf<typeof enVoucherSettings> = {
  name: "Ajustes de bonos |||| Ajustes de bonos",
  fields: {
    default_valid_for_value: "Los bonos son válidos durante",
    default_valid_for_unit: "Unidad",
    code_length: "Longitud del código",
    code_prefix: "Prefijo del código",
    allow_partial_redemption: "Permitir pagar parte del saldo",
    redeemable_on_products: "Sirven para pagar productos",
    online_sales_enabled: "Vender bonos en línea",
    terms_text: "Condiciones",
    updated_at: "Actualizado",
  },
  sections: {
    validity: "Validez predeterminada",
    codes: "Códigos de bono",
    redemption: "Canje",
  },
  validation: {
    code_length: "Los códigos tienen de 6 a 16 caracteres.",
    code_prefix: "Use hasta 6 letras y cifras.",
    positive: "Introduzca un número entero mayor que 0.",
  },
  notifications: {
    code_help:
      "Los códigos nuevos son letras mayúsculas y cifras al azar, tras el prefijo.",
  },
};

export default voucherSettings;

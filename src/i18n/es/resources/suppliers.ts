import type { CatalogueOf } from "../../en";
import type enSuppliers from "../../en/resources/suppliers";

/**
 * Spanish texts of the suppliers resource (`resources.suppliers`).
 */
const suppliers: CatalogueOf<typeof enSuppliers> = {
  name: "Proveedor |||| Proveedores",
  empty: {
    title: "Aún no hay proveedores",
    invite: "Añade los proveedores a los que pides productos.",
  },
  fields: {
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
    contact_first_name: "Nombre del contacto",
    contact_last_name: "Apellidos del contacto",
    email: "Correo electrónico",
    mobile: "Móvil",
    phone: "Teléfono",
    website: "Sitio web",
    account_number: "Número de cuenta",
    address_line1: "Dirección",
    address_line2: "Dirección (línea 2)",
    city: "Ciudad",
    region: "Provincia / región",
    postcode: "Código postal",
    country_code: "Código de país",
    notes: "Notas",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  sections: {
    contact: "Contacto",
    address: "Dirección",
  },
  helpers: {
    email: "Los pedidos de compra se envían a esta dirección.",
  },
  validation: {
    website: "Introduce una dirección web, por ejemplo https://example.com.",
    country_code: "Usa el código de país de dos letras, por ejemplo ES.",
  },
};

export default suppliers;

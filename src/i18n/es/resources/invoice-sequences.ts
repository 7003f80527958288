import type { CatalogueOf } from "../../en";
import type enInvoiceSequences from "../../en/resources/invoice-sequences";

/** Spanish texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences: CatalogueOf<typeof enInvoiceSequences> = {
  name: "Serie de facturas |||| Series de facturas",
  fields: {
    name: "Nombre",
    prefix: "Prefijo",
    next_number: "Siguiente número",
    padding: "Dígitos",
    preview: "Siguiente factura",
  },
  preview: "Número de la siguiente factura",
  helper: {
    next_number: "Se puede aumentar, nunca bajar a un número ya emitido.",
  },
  validation: {
    prefix: "Usa solo letras, dígitos y - _ / # .",
  },
  empty: {
    title: "Aún no hay series de facturas",
    invite: "Crea una serie para que cada local numere sus facturas.",
  },
};

export default invoiceSequences;

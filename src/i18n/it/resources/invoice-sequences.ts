import type { CatalogueOf } from "../../en";
import type enInvoiceSequences from "../../en/resources/invoice-sequences";

/** Italian texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences: CatalogueOf<typeof enInvoiceSequences> = {
  name: "Numerazione fatture |||| Numerazioni fatture",
  fields: {
    name: "Nome",
    prefix: "Prefisso",
    next_number: "Numero successivo",
    padding: "Cifre",
    preview: "Prossima fattura",
  },
  preview: "Numero della prossima fattura",
  helper: {
    next_number: "Si può aumentare, mai abbassare a un numero già emesso.",
  },
  validation: {
    prefix: "Usa solo lettere, cifre e - _ / # .",
  },
  empty: {
    title: "Ancora nessuna numerazione",
    invite: "Crea una numerazione perché ogni sede numeri le proprie fatture.",
  },
};

export default invoiceSequences;

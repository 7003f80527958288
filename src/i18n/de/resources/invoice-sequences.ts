import type { CatalogueOf } from "../../en";
import type enInvoiceSequences from "../../en/resources/invoice-sequences";

/** German texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences: CatalogueOf<typeof enInvoiceSequences> = {
  name: "Rechnungsnummernkreis |||| Rechnungsnummernkreise",
  fields: {
    name: "Name",
    prefix: "Präfix",
    next_number: "Nächste Nummer",
    padding: "Stellen",
    preview: "Nächste Rechnung",
  },
  preview: "Nächste Rechnungsnummer",
  helper: {
    next_number:
      "Darf erhöht, aber nie auf eine bereits vergebene Nummer gesenkt werden.",
  },
  validation: {
    prefix: "Nur Buchstaben, Ziffern und - _ / # . verwenden.",
  },
  empty: {
    title: "Noch keine Rechnungsnummernkreise",
    invite:
      "Legen Sie einen Nummernkreis an, damit jeder Standort seine Rechnungen nummeriert.",
  },
};

export default invoiceSequences;

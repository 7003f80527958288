/** English texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences = {
  name: "Invoice sequence |||| Invoice sequences",
  fields: {
    name: "Name",
    prefix: "Prefix",
    next_number: "Next number",
    padding: "Digits",
    preview: "Next invoice",
  },
  preview: "Next invoice number",
  helper: {
    next_number: "May be raised, never lowered to a number already issued.",
  },
  validation: {
    prefix: "Use letters, digits and - _ / # . only.",
  },
  empty: {
    title: "No invoice sequences yet",
    invite: "Create a sequence so that each location numbers its invoices.",
  },
};

export default invoiceSequences;

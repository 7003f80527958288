export * from "./invoiceSequences.js";

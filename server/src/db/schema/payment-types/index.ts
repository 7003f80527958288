export * from "./paymentTypes.js";

export * from "./billingDetails.js";

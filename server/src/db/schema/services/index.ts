export * from "./services.js";
export * from "./servicePricingOptions.js";
export * from "./serviceLinks.js";

export * from "./deals.js";
export * from "./dealLinks.js";

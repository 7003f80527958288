export * from "./taxRates.js";

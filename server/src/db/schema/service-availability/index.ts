export * from "./serviceAvailability.js";

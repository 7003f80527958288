export * from "./treatmentTypes.js";

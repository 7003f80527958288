export * from "./shiftOverrides.js";

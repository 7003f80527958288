export * from "./shiftPatterns.js";

export * from "./departments.js";

export * from "./locations.js";

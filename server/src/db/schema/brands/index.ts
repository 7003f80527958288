export * from "./brands.js";

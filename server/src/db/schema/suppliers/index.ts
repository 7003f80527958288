export * from "./suppliers.js";

export * from "./products.js";

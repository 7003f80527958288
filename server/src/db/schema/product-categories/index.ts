export * from "./productCategories.js";

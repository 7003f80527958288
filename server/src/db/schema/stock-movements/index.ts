export * from "./stockMovements.js";

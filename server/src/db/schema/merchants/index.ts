export * from "./merchants.js";

export * from "./resources.js";

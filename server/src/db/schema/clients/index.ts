export * from "./clients.js";

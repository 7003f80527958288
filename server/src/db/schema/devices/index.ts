export * from "./devices.js";

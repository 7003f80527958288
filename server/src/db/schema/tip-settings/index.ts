export * from "./tipSettings.js";

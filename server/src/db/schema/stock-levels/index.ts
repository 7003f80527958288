export * from "./stockLevels.js";

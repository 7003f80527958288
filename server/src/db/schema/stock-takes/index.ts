export * from "./stockTakes.js";
export * from "./stockTakeLines.js";

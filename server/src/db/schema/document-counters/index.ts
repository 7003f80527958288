export * from "./documentCounters.js";

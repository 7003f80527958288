export * from "./blockedTimes.js";

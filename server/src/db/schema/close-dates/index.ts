export * from "./closeDates.js";

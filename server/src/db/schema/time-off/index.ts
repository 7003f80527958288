export * from "./timeOff.js";

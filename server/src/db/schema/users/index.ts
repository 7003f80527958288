export * from "./users.js";

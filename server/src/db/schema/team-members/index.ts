export * from "./teamMembers.js";

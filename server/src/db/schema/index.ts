export * from "./merchants/index.js";
export * from "./users/index.js";
export * from "./clients/index.js";
export * from "./team-members/index.js";

export * from "./memberships.js";
export * from "./membershipLinks.js";
export * from "./clientMemberships.js";

export * from "./teamMembers.js";
export * from "./teamMemberLocations.js";

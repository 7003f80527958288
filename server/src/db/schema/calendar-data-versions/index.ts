export * from "./calendarDataVersions.js";

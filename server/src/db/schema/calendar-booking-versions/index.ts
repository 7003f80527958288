export * from "./calendarBookingVersions.js";

export * from "./calendarStreamTickets.js";

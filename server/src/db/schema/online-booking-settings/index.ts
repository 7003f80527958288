export * from "./onlineBookingSettings.js";

export * from "./appointments.js";
export * from "./appointmentServices.js";

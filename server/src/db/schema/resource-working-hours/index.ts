export * from "./resourceWorkingHours.js";
export * from "./resourceHourOverrides.js";

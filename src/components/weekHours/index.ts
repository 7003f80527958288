export { DayIntervals, WeekHoursEditor } from "./WeekHoursEditor";
export { WEEKDAYS } from "./weekdays";
export * from "./weekHoursModel";

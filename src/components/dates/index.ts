export { DateTimeField } from "./DateTimeField";
export { ZonedDateTimeInput } from "./ZonedDateTimeInput";
export { TimeOfDayField } from "./TimeOfDayField";
export { TimeOfDayInput } from "./TimeOfDayInput";
export { useLocaleTag } from "./useLocaleTag";
export {
  useBusinessTimeZone,
  useLoadBusinessTimeZone,
} from "./useBusinessTimeZone";
export { formatDateTime, fromZonedInput, toZonedInput } from "./dateTimeFormat";
export {
  formatTimeOfDay,
  formatTimeRange,
  isTimeOfDay,
  parseTimeOfDay,
} from "./timeOfDay";

export { DateTimeField } from "./DateTimeField";
export { ZonedDateTimeInput } from "./ZonedDateTimeInput";
export {
  useBusinessTimeZone,
  useLoadBusinessTimeZone,
} from "./useBusinessTimeZone";
export { formatDateTime, fromZonedInput, toZonedInput } from "./dateTimeFormat";

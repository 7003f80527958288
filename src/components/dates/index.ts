export { DateTimeField } from "./DateTimeField";
export { DayEdgeInput } from "./DayEdgeInput";
export { ZonedDateTimeInput } from "./ZonedDateTimeInput";
export { TimeOfDayField } from "./TimeOfDayField";
export { TimeOfDayInput } from "./TimeOfDayInput";
export { useLocaleTag } from "./useLocaleTag";
export {
  useBusinessTimeZone,
  useLoadBusinessTimeZone,
} from "./useBusinessTimeZone";
export {
  dayEdgeInstant,
  formatDateTime,
  formatDay,
  formatTimeAt,
  fromZonedInput,
  timeZoneName,
  toZonedInput,
  todayIn,
  zonedDay,
} from "./dateTimeFormat";
export {
  LOCATION_OPTIONS,
  recordLocationId,
  type LocatedRecord,
  useLocationTimeZones,
  useRecordTimeZone,
} from "./useRecordTimeZone";
export {
  formatTimeOfDay,
  formatTimeRange,
  isTimeOfDay,
  parseTimeOfDay,
} from "./timeOfDay";

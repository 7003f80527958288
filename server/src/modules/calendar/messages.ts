import { localClock, localTime, naiveDay } from "./zonedTime.js";

/** How the booking rules put dates and times into words (English; the API's messages are English sentences). */
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Friday 25 December 2026" for a local date. */
export const longDate = (date: string) =>
  dayFormat.format(new Date(naiveDay(date))).replace(",", "");

/** "from 10:00 to 11:00" in the zone. */
export const span = (timeZone: string, start: number, end: number) =>
  `from ${localClock(timeZone, start)} to ${localClock(timeZone, end)}`;

/** "from 10:00 to 11:00 on Friday 25 December 2026". */
export const spanOnDay = (timeZone: string, start: number, end: number) =>
  `${span(timeZone, start, end)} on ${longDate(localTime(timeZone, start).date)}`;

/**
 * Times of day ("HH:mm", a working hour, an opening time) written and read
 * back in the UI language's convention (issue 12): 24-hour where the
 * language uses it (de, es, it, ru: "09:00"), 12-hour with the language's
 * own day periods elsewhere (en "09:00 AM", ar "09:00 ص"), exactly as Intl
 * writes them, like formatDateTime. Stored values stay "HH:mm" ("24:00" =
 * the end of a day). Pure functions, no React.
 */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A stored time of day: "HH:mm"; with `endOfDay` also "24:00", the end of a day. */
export const isTimeOfDay = (value: unknown, endOfDay = false) =>
  typeof value === "string" &&
  (HH_MM.test(value) || (endOfDay && value === "24:00"));

/** Whether the language writes times of day on a 12-hour clock (en, ar). */
export const usesTwelveHours = (localeTag: string) => {
  const cycle = new Intl.DateTimeFormat(localeTag, {
    hour: "numeric",
  }).resolvedOptions().hourCycle;
  return cycle === "h12" || cycle === "h11";
};

/**
 * The Intl options of a time of day: two-digit hours on either clock
 * ("09:00", "09:00 AM"), as the calendar and every list write them.
 */
export const TIME_OF_DAY: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
};

const atUtc = (hours: number, minutes: number) =>
  new Date(Date.UTC(1970, 0, 1, hours, minutes));

/**
 * "HH:mm" as the UI language writes a time of day; "24:00" (the end of a
 * day) as "24:00" in 24-hour languages and as midnight elsewhere; anything
 * else (a half-typed value) unchanged.
 */
export const formatTimeOfDay = (
  value: string | null | undefined,
  localeTag: string,
): string => {
  if (value == null || value === "") return "";
  const twelve = usesTwelveHours(localeTag);
  if (value === "24:00" && !twelve) return value;
  const match = value === "24:00" ? ["", "00", "00"] : HH_MM.exec(value);
  if (!match) return value;
  return new Intl.DateTimeFormat(localeTag, {
    ...TIME_OF_DAY,
    timeZone: "UTC",
  }).format(atUtc(Number(match[1]), Number(match[2])));
};

/** "09:00–17:00" as the UI language writes both ends. */
export const formatTimeRange = (
  start: string,
  end: string,
  localeTag: string,
) => `${formatTimeOfDay(start, localeTag)}–${formatTimeOfDay(end, localeTag)}`;

/** The language's own words for before and after noon (en AM/PM, ar ص/م). */
const dayPeriods = (localeTag: string) => {
  const period = (hour: number) =>
    new Intl.DateTimeFormat(localeTag, {
      hour: "numeric",
      hourCycle: "h12",
      timeZone: "UTC",
    })
      .formatToParts(atUtc(hour, 0))
      .find((p) => p.type === "dayPeriod")
      ?.value.toLowerCase()
      .replace(/[\s.]/g, "");
  return { am: period(9), pm: period(21) };
};

/** Arabic-Indic and Persian digits as 0–9; day-period dots and spaces gone. */
const normalise = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[\s\u00a0\u202f\u200e\u200f\u061c]+/g, " ")
    .trim();

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * What someone typed as a time of day, as "HH:mm", or null when it is not
 * one. Takes "9", "930", "0930", "9:30", "9.30", "9h30", "21:30" and a day
 * period in English or the UI language ("9.30 pm", "9:30 م"), with Latin or
 * Arabic-Indic digits. With `endOfDay`, "24:00" (and midnight typed as
 * "12 am") is the end of the day.
 */
export const parseTimeOfDay = (
  text: string | null | undefined,
  localeTag: string,
  { endOfDay = false } = {},
): string | null => {
  if (text == null) return null;
  let rest = normalise(text);
  if (!rest) return null;
  const own = dayPeriods(localeTag);
  const periods: [string, "am" | "pm"][] = [
    ["a.m.", "am"],
    ["p.m.", "pm"],
    ["am", "am"],
    ["pm", "pm"],
    ...(own.am ? [[own.am, "am"] as [string, "am"]] : []),
    ...(own.pm ? [[own.pm, "pm"] as [string, "pm"]] : []),
    ["a", "am"],
    ["p", "pm"],
  ];
  let period: "am" | "pm" | null = null;
  for (const [word, meaning] of periods) {
    if (rest.endsWith(word)) {
      period = meaning;
      rest = rest.slice(0, -word.length).trim();
      break;
    }
    if (rest.startsWith(word)) {
      period = meaning;
      rest = rest.slice(word.length).trim();
      break;
    }
  }
  const match =
    /^(\d{1,2})(?:\s*[:.,h]\s*|\s)(\d{2})$/.exec(rest) ??
    /^(\d{1,2})()$/.exec(rest) ??
    /^(\d{1,2})(\d{2})$/.exec(rest);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === "" ? 0 : Number(match[2]);
  if (minutes > 59) return null;
  if (period) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (period === "pm" ? 12 : 0);
  }
  if (hours === 24 && minutes === 0) return endOfDay ? "24:00" : null;
  if (hours > 23) return null;
  if (endOfDay && hours === 0 && minutes === 0) return "24:00";
  return `${pad(hours)}:${pad(minutes)}`;
};

/** Every quarter of an hour of a day as "HH:mm" (the suggestions of a time input). */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: 96 },
  (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`,
);

import { describe, expect, it } from "vitest";
import {
  formatTimeOfDay,
  formatTimeRange,
  parseTimeOfDay,
} from "../../../../src/components/dates";
import { LOCALES } from "../../../../src/i18n/locales";

/** Issue 12: a time of day is written and read in the UI language's convention. */
const TAGS = Object.fromEntries(LOCALES.map((l) => [l.code, l.tag]));
/** Intl may put a narrow no-break space before the day period. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

describe("formatTimeOfDay", () => {
  it("writes 24-hour time in German, Spanish, Italian and Russian", () => {
    for (const code of ["de", "es", "it", "ru"]) {
      expect(formatTimeOfDay("09:00", TAGS[code])).toBe("09:00");
      expect(formatTimeOfDay("21:30", TAGS[code])).toBe("21:30");
      expect(formatTimeOfDay("24:00", TAGS[code])).toBe("24:00");
    }
  });

  it("writes 12-hour time with the language's day period in English and Arabic", () => {
    expect(plain(formatTimeOfDay("09:00", TAGS.en))).toBe("09:00 AM");
    expect(plain(formatTimeOfDay("21:30", TAGS.en))).toBe("09:30 PM");
    expect(plain(formatTimeOfDay("24:00", TAGS.en))).toBe("12:00 AM");
    // Whatever digits Intl gives Arabic, the same as the date formatter's.
    const arabic = new Intl.DateTimeFormat("ar", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(1970, 0, 1, 21, 30)));
    expect(formatTimeOfDay("21:30", TAGS.ae)).toBe(arabic);
    expect(formatTimeOfDay("21:30", TAGS.ae)).toMatch(/م/);
    expect(formatTimeOfDay("09:30", TAGS.ae)).toMatch(/ص/);
  });

  it("leaves an empty or half-typed value as it is", () => {
    expect(formatTimeOfDay("", "en")).toBe("");
    expect(formatTimeOfDay(null, "de")).toBe("");
    expect(formatTimeOfDay("9:3x", "de")).toBe("9:3x");
  });

  it("writes a range with both ends in the language's convention", () => {
    expect(formatTimeRange("09:00", "17:00", "de")).toBe("09:00–17:00");
    expect(plain(formatTimeRange("09:00", "17:00", "en"))).toBe(
      "09:00 AM–05:00 PM",
    );
  });
});

describe("parseTimeOfDay", () => {
  it("reads what people type, in every language", () => {
    for (const tag of Object.values(TAGS)) {
      expect(parseTimeOfDay("9", tag)).toBe("09:00");
      expect(parseTimeOfDay("930", tag)).toBe("09:30");
      expect(parseTimeOfDay("0930", tag)).toBe("09:30");
      expect(parseTimeOfDay("9:30", tag)).toBe("09:30");
      expect(parseTimeOfDay("9.30", tag)).toBe("09:30");
      expect(parseTimeOfDay("9.30 pm", tag)).toBe("21:30");
      expect(parseTimeOfDay("21:30", tag)).toBe("21:30");
      expect(parseTimeOfDay(" 2130 ", tag)).toBe("21:30");
    }
  });

  it("reads back everything it writes, in all six languages", () => {
    for (const tag of Object.values(TAGS))
      for (const time of ["00:00", "00:15", "09:05", "12:00", "12:30", "23:45"])
        expect(parseTimeOfDay(formatTimeOfDay(time, tag), tag)).toBe(time);
  });

  it("knows the day periods: 12 am is midnight, 12 pm noon", () => {
    expect(parseTimeOfDay("12 am", "en")).toBe("00:00");
    expect(parseTimeOfDay("12:15 PM", "en")).toBe("12:15");
    expect(parseTimeOfDay("9:30\u202fPM", "en")).toBe("21:30");
    expect(parseTimeOfDay("9 p.m.", "en")).toBe("21:00");
  });

  it("reads Arabic day periods and Arabic-Indic digits", () => {
    expect(parseTimeOfDay("9:30 م", "ar")).toBe("21:30");
    expect(parseTimeOfDay("٩:٣٠ ص", "ar")).toBe("09:30");
    expect(parseTimeOfDay("٢١:٠٠", "ar")).toBe("21:00");
  });

  it("takes midnight as the end of the day in an end field", () => {
    expect(parseTimeOfDay("24:00", "de", { endOfDay: true })).toBe("24:00");
    expect(parseTimeOfDay("12:00 AM", "en", { endOfDay: true })).toBe("24:00");
    expect(parseTimeOfDay("24:00", "de")).toBeNull();
  });

  it("refuses what is not a time", () => {
    for (const typed of ["", "  ", "abc", "25", "9:75", "13 pm", "0 am", "9:3"])
      expect(parseTimeOfDay(typed, "en"), typed).toBeNull();
  });
});

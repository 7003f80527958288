import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  fromZonedInput,
  toZonedInput,
} from "../../../../src/components/dates";

/** Issue 12: dates follow the UI language and times the business's clock. */
describe("formatDateTime", () => {
  it("writes a date in the UI language's order, not the browser's", () => {
    expect(formatDateTime("2026-05-27", "de")).toBe("27. Mai 2026");
    expect(formatDateTime("2026-05-27", "en")).toBe("May 27, 2026");
    expect(formatDateTime("2026-05-27", "ar")).not.toContain("5/27/2026");
  });

  it("keeps a calendar date on its day whatever the zone", () => {
    expect(
      formatDateTime("2026-05-27", "en", { timeZone: "Pacific/Honolulu" }),
    ).toBe("May 27, 2026");
  });

  it("shows an instant on the business's clock, without seconds, 24-hour where the language uses it", () => {
    // Midnight in Vienna (UTC+1 in November) is 23:00 UTC the day before.
    const start = "2026-11-04T23:00:00.000Z";
    expect(
      formatDateTime(start, "de", { time: true, timeZone: "Europe/Vienna" }),
    ).toBe("5. Nov. 2026, 00:00");
    expect(
      formatDateTime(start, "en", { time: true, timeZone: "Europe/Vienna" }),
    ).toBe("Nov 5, 2026, 12:00 AM");
    expect(
      formatDateTime(start, "en", { time: true, timeZone: "Europe/Vienna" }),
    ).not.toMatch(/:00:00/);
  });
});

describe("zoned date-time inputs", () => {
  it("shows and reads a datetime-local value on the zone's clock", () => {
    expect(toZonedInput("2026-11-04T23:00:00.000Z", "Europe/Vienna")).toBe(
      "2026-11-05T00:00",
    );
    expect(fromZonedInput("2026-11-05T00:00", "Europe/Vienna")).toBe(
      "2026-11-04T23:00:00.000Z",
    );
  });

  it("keeps summer time apart from winter time", () => {
    expect(fromZonedInput("2026-07-01T09:30", "Europe/Vienna")).toBe(
      "2026-07-01T07:30:00.000Z",
    );
    expect(fromZonedInput("2026-07-01T09:30", "America/New_York")).toBe(
      "2026-07-01T13:30:00.000Z",
    );
    expect(toZonedInput("2026-07-01T13:30:00.000Z", "America/New_York")).toBe(
      "2026-07-01T09:30",
    );
  });

  it("leaves an empty input empty", () => {
    expect(toZonedInput(null, "Europe/Vienna")).toBe("");
    expect(fromZonedInput("", "Europe/Vienna")).toBeNull();
  });
});

describe("a value already in the input's form", () => {
  it("is not moved a second time", () => {
    expect(toZonedInput("2026-11-05T00:00", "Europe/Vienna")).toBe(
      "2026-11-05T00:00",
    );
  });
});

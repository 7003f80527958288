import { describe, expect, it } from "vitest";
import { memberWorking } from "../../../server/src/modules/calendar/availability";
import {
  localDayBounds,
  localTime,
  zonedInstant,
} from "../../../server/src/modules/calendar/zonedTime";
import { contextOf, MEMBER, scenario } from "./calendarModel";
import fc from "fast-check";

const iso = (t: number) => new Date(t).toISOString();
const hours = (b: { start: number; end: number }) =>
  (b.end - b.start) / 3_600_000;

describe("wall-clock times in a location's zone", () => {
  it("gives days with a clock change their real length", () => {
    expect(hours(localDayBounds("Europe/London", "2026-03-29"))).toBe(23);
    expect(hours(localDayBounds("Europe/London", "2026-10-25"))).toBe(25);
    expect(hours(localDayBounds("America/New_York", "2026-03-08"))).toBe(23);
    expect(hours(localDayBounds("America/New_York", "2026-11-01"))).toBe(25);
    expect(hours(localDayBounds("Australia/Lord_Howe", "2026-10-04"))).toBe(
      23.5,
    );
    expect(hours(localDayBounds("Asia/Kolkata", "2026-03-29"))).toBe(24);
  });

  it("moves a skipped time to the moment the clocks jump, and takes a repeated time's first occurrence", () => {
    // London springs from 01:00 GMT to 02:00 BST: 01:30 does not exist.
    expect(iso(zonedInstant("Europe/London", "2026-03-29", 90))).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    expect(iso(zonedInstant("America/New_York", "2026-03-08", 150))).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    // London falls back from 02:00 BST to 01:00 GMT: 01:30 happens twice.
    expect(iso(zonedInstant("Europe/London", "2026-10-25", 90))).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    // Midnight itself skipped (São Paulo, 2018): the day starts at 01:00.
    expect(iso(zonedInstant("America/Sao_Paulo", "2018-11-04", 0))).toBe(
      "2018-11-04T03:00:00.000Z",
    );
  });

  it("reads the local date and time of an instant", () => {
    expect(localTime("Asia/Kolkata", Date.UTC(2026, 0, 1, 20, 0))).toEqual({
      date: "2026-01-02",
      minutes: 90,
    });
    expect(localTime("America/New_York", Date.UTC(2026, 10, 1, 6, 30))).toEqual(
      { date: "2026-11-01", minutes: 90 },
    );
  });

  it("a 00:00–24:00 shift lasts 23 h, 25 h or 23.5 h on the days the clocks change", () => {
    const s = fc.sample(scenario, 1)[0];
    const allDay = { start: "00:00", end: "24:00" };
    const cases: [string, string, number][] = [
      ["Europe/London", "2026-03-29", 23],
      ["Europe/London", "2026-10-25", 25],
      ["America/New_York", "2026-11-01", 25],
      ["Australia/Lord_Howe", "2026-10-04", 23.5],
      ["UTC", "2026-03-29", 24],
    ];
    for (const [tz, date, expected] of cases) {
      const ctx = contextOf({
        ...s,
        tz: tz as typeof s.tz,
        date,
        opening: { sun: [allDay], mon: [allDay] },
        override: [allDay],
        closed: false,
        employmentEnd: null,
        timeOff: [],
      });
      const total = memberWorking(ctx, MEMBER, date).reduce(
        (n, w) => n + hours(w),
        0,
      );
      expect(total, `${tz} ${date}`).toBe(expected);
    }
  });
});

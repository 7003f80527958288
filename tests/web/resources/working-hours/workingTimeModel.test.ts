import { describe, expect, it } from "vitest";
import {
  addDays,
  mondayOf,
  rotationWeek,
  subtract,
  timeOffMinutes,
  weekDates,
  weekdayOf,
  workingTimeOn,
  type WorkingTimeData,
} from "../../../../src/resources/working-hours/workingTimeModel";
import type { ShiftPattern } from "../../../../src/resources/shift-patterns/shiftModel";

const pattern = (over: Partial<ShiftPattern> = {}): ShiftPattern => ({
  id: 1,
  team_member_id: 7,
  location_id: 3,
  start_date: "2026-03-04", // a Wednesday: its week starts on Monday 2026-03-02
  end_date: null,
  repeat_weeks: 2,
  weeks: [
    {
      mon: [
        { start: "09:00", end: "13:00" },
        { start: "14:00", end: "18:00" },
      ],
    },
    {
      mon: [{ start: "12:00", end: "20:00" }],
      sat: [{ start: "10:00", end: "14:00" }],
    },
  ],
  ...over,
});

const data = (over: Partial<WorkingTimeData> = {}): WorkingTimeData => ({
  patterns: [pattern()],
  overrides: [],
  timeOff: [],
  closeDates: [],
  timezoneOf: () => "Europe/London",
  ...over,
});

describe("dates", () => {
  it("finds Mondays, weekdays and the seven days of a week", () => {
    expect(mondayOf("2026-03-08")).toBe("2026-03-02");
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    expect(weekdayOf("2026-03-08")).toBe("sun");
    expect(weekDates("2026-03-30")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("counts rotation weeks from the week of the start date", () => {
    const p = pattern();
    expect(rotationWeek(p, "2026-03-02")).toBe(0);
    expect(rotationWeek(p, "2026-03-09")).toBe(1);
    expect(rotationWeek(p, "2026-03-16")).toBe(0);
    expect(rotationWeek({ ...p, repeat_weeks: 3 }, "2026-03-23")).toBe(0);
  });
});

describe("workingTimeOn", () => {
  it("takes the pattern's week of the rotation", () => {
    expect(workingTimeOn(7, "2026-03-09", data())).toMatchObject({
      source: "pattern",
      intervals: [{ start: "12:00", end: "20:00" }],
      minutes: 480,
      locationId: 3,
    });
    expect(workingTimeOn(7, "2026-03-16", data()).intervals).toEqual([
      { start: "09:00", end: "13:00" },
      { start: "14:00", end: "18:00" },
    ]);
    // Before the start date, after the end date and for another member: nothing.
    expect(workingTimeOn(7, "2026-02-23", data()).source).toBe("none");
    expect(
      workingTimeOn(
        7,
        "2026-03-16",
        data({ patterns: [pattern({ end_date: "2026-03-15" })] }),
      ).source,
    ).toBe("none");
    expect(workingTimeOn(8, "2026-03-16", data()).intervals).toEqual([]);
  });

  it("lets an override replace the pattern, [] being a day off", () => {
    const overrides = [
      {
        id: 5,
        team_member_id: 7,
        location_id: 3,
        date: "2026-03-16",
        intervals: [],
      },
    ];
    expect(workingTimeOn(7, "2026-03-16", data({ overrides }))).toMatchObject({
      source: "override",
      intervals: [],
      minutes: 0,
    });
    const other = [
      { ...overrides[0], intervals: [{ start: "15:00", end: "19:00" }] },
    ];
    expect(
      workingTimeOn(7, "2026-03-16", data({ overrides: other })).intervals,
    ).toEqual([{ start: "15:00", end: "19:00" }]);
  });

  it("takes time off away, read in the location's timezone", () => {
    const timeOff = [
      {
        team_member_id: 7,
        start_at: "2026-03-16T10:00:00Z",
        end_at: "2026-03-16T15:00:00Z",
      },
    ];
    // London is on UTC in March before the change: 10:00–15:00 local.
    expect(workingTimeOn(7, "2026-03-16", data({ timeOff }))).toMatchObject({
      timeOff: true,
      intervals: [
        { start: "09:00", end: "10:00" },
        { start: "15:00", end: "18:00" },
      ],
      minutes: 240,
    });
    // In Athens (UTC+2) the same instants are 12:00–17:00.
    expect(
      workingTimeOn(
        7,
        "2026-03-16",
        data({ timeOff, timezoneOf: () => "Europe/Athens" }),
      ).intervals,
    ).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "17:00", end: "18:00" },
    ]);
    // Several days of leave cover the whole day.
    const holiday = [
      {
        team_member_id: 7,
        start_at: "2026-03-14T00:00:00Z",
        end_at: "2026-03-20T00:00:00Z",
      },
    ];
    expect(
      workingTimeOn(7, "2026-03-16", data({ timeOff: holiday })).intervals,
    ).toEqual([]);
  });

  it("gives nothing on the location's close dates", () => {
    const closeDates = [
      { start_date: "2026-03-16", end_date: "2026-03-17", location_ids: [3] },
    ];
    expect(workingTimeOn(7, "2026-03-16", data({ closeDates }))).toMatchObject({
      closed: true,
      intervals: [],
    });
    const elsewhere = [{ ...closeDates[0], location_ids: [9] }];
    expect(
      workingTimeOn(7, "2026-03-16", data({ closeDates: elsewhere })).closed,
    ).toBe(false);
  });
});

describe("time helpers", () => {
  it("subtracts minute ranges from intervals", () => {
    expect(
      subtract([{ start: "09:00", end: "17:00" }], [[12 * 60, 13 * 60]]),
    ).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(subtract([{ start: "09:00", end: "24:00" }], [[0, 600]])).toEqual([
      { start: "10:00", end: "24:00" },
    ]);
  });

  it("finds the part of a time-off period on a local date", () => {
    const off = {
      start_at: "2026-07-01T22:30:00Z",
      end_at: "2026-07-02T08:00:00Z",
    };
    expect(timeOffMinutes(off, "2026-07-01", "UTC")).toEqual([
      22 * 60 + 30,
      24 * 60,
    ]);
    expect(timeOffMinutes(off, "2026-07-02", "UTC")).toEqual([0, 8 * 60]);
    expect(timeOffMinutes(off, "2026-07-03", "UTC")).toBeNull();
  });
});

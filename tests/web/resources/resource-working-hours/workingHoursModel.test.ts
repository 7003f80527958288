import { describe, expect, it } from "vitest";
import {
  intervalErrors,
  openDays,
  transformOverride,
  transformWorkingHours,
  validateOverride,
  validateWorkingHours,
} from "../../../../src/resources/resource-working-hours/workingHoursModel";

const V = "resources.resource-working-hours.validation";

describe("intervalErrors", () => {
  it("accepts sorted or unsorted intervals that do not overlap, up to 24:00", () => {
    expect(
      intervalErrors([
        { start: "14:00", end: "24:00" },
        { start: "09:00", end: "13:00" },
      ]),
    ).toEqual({});
  });

  it("wants HH:MM, an end after the start, and no overlap", () => {
    expect(intervalErrors([{ start: "9:00", end: "25:00" }])).toEqual({
      0: { start: `${V}.time`, end: `${V}.time` },
    });
    expect(intervalErrors([{ start: "22:00", end: "02:00" }])).toEqual({
      0: { end: `${V}.end_after_start` },
    });
    expect(
      intervalErrors([
        { start: "12:00", end: "15:00" },
        { start: "09:00", end: "12:30" },
      ]),
    ).toEqual({ 0: { start: `${V}.overlap` } });
  });
});

describe("validateWorkingHours", () => {
  it("maps interval problems onto weeks.<n>.<day>.<i>.<field>", () => {
    const errors = validateWorkingHours({
      resource_id: 1,
      start_date: "2030-01-10",
      end_date: "2030-01-01",
      repeat_weeks: 2,
      weeks: [
        { mon: [{ start: "09:00", end: "10:00" }] },
        { tue: [{ start: "10:00", end: "09:00" }] },
      ],
    });
    expect(errors.end_date).toBe(`${V}.end_date`);
    const weeks = errors.weeks as Record<string, object[]>[];
    expect(weeks[0]).toEqual({});
    expect(weeks[1].tue[0]).toEqual({ end: `${V}.end_after_start` });
  });

  it("is clean for a valid pattern", () => {
    expect(
      validateWorkingHours({
        resource_id: 1,
        start_date: "2030-01-01",
        repeat_weeks: 1,
        weeks: [{ mon: [] }],
      }),
    ).toEqual({});
  });
});

describe("transforms", () => {
  it("sends as many weeks as repeat, without closed days", () => {
    const out = transformWorkingHours({
      resource_id: 2,
      start_date: "2030-01-01",
      end_date: "" as never,
      repeat_weeks: 2,
      weeks: [{ mon: [{ start: "09:00", end: "12:00" }], tue: [] }],
    });
    expect(out).toEqual({
      resource_id: 2,
      start_date: "2030-01-01",
      end_date: null,
      repeat_weeks: 2,
      weeks: [{ mon: [{ start: "09:00", end: "12:00" }] }, {}],
    });
    expect(openDays(out.weeks)).toEqual(["mon"]);
  });

  it("sends [] for a closed override and needs intervals otherwise", () => {
    expect(
      transformOverride({
        resource_id: 1,
        date: "2030-02-01",
        closed: true,
        intervals: [{ start: "09:00", end: "10:00" }],
      }),
    ).toEqual({ resource_id: 1, date: "2030-02-01", intervals: [] });
    expect(
      validateOverride({ date: "2030-02-01", closed: false, intervals: [] }),
    ).toEqual({
      closed: `${V}.no_intervals`,
    });
  });
});

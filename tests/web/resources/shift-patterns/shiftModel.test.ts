import { describe, expect, it } from "vitest";
import {
  intervalErrors,
  transformShiftOverride,
  transformShiftPattern,
  validateShiftOverride,
  validateShiftPattern,
} from "../../../../src/resources/shift-patterns/shiftModel";

const V = "resources.shift-patterns.validation";

describe("shift rules in the form (the server enforces the same)", () => {
  it("checks HH:MM, end after start and overlaps within a day", () => {
    expect(intervalErrors([{ start: "9", end: "10:00" }])).toEqual({
      0: { start: `${V}.time` },
    });
    expect(intervalErrors([{ start: "22:00", end: "02:00" }])).toEqual({
      0: { end: `${V}.end_after_start` },
    });
    expect(
      intervalErrors([
        { start: "13:00", end: "18:00" },
        { start: "09:00", end: "13:30" },
      ]),
    ).toEqual({ 0: { start: `${V}.overlap` } });
    expect(
      intervalErrors([
        { start: "09:00", end: "13:00" },
        { start: "13:00", end: "24:00" },
      ]),
    ).toEqual({});
  });

  it("validates a pattern: member, location, dates and each week of the rotation", () => {
    const errors = validateShiftPattern({
      start_date: "2026-05-01",
      end_date: "2026-04-01",
      repeat_weeks: 2,
      weeks: [{}, { tue: [{ start: "18:00", end: "09:00" }] }],
    });
    expect(errors).toMatchObject({
      team_member_id: "app.validation.required",
      location_id: "app.validation.required",
      end_date: `${V}.end_date`,
    });
    expect((errors.weeks as object[])[1]).toEqual({
      tue: [{ end: `${V}.end_after_start` }],
    });
  });

  it("sends as many weeks as the rotation, without empty days", () => {
    expect(
      transformShiftPattern({
        id: 3,
        team_member_id: 1,
        location_id: 2,
        start_date: "2026-05-04",
        end_date: "",
        repeat_weeks: 1,
        weeks: [
          { mon: [{ start: " 09:00", end: "17:00 " }], tue: [] },
          { wed: [{ start: "09:00", end: "12:00" }] },
        ],
      }),
    ).toEqual({
      team_member_id: 1,
      location_id: 2,
      start_date: "2026-05-04",
      end_date: null,
      repeat_weeks: 1,
      weeks: [{ mon: [{ start: "09:00", end: "17:00" }] }],
    });
  });

  it("sends [] for a day off and asks for shifts otherwise", () => {
    const base = { team_member_id: 1, location_id: 2, date: "2026-05-04" };
    expect(
      transformShiftOverride({
        ...base,
        day_off: true,
        intervals: [{ start: "09:00", end: "10:00" }],
      }),
    ).toEqual({
      ...base,
      intervals: [],
    });
    expect(
      validateShiftOverride({ ...base, day_off: false, intervals: [] }),
    ).toEqual({ day_off: `${V}.no_intervals` });
    expect(validateShiftOverride({ ...base, day_off: true })).toEqual({});
  });
});

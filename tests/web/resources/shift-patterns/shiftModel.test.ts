import { describe, expect, it } from "vitest";
import {
  overrideFormValues,
  repeatChoices,
  transformShiftOverride,
  validateShiftOverride,
  validateShiftPattern,
} from "../../../../src/resources/shift-patterns/shiftModel";

// The rules themselves are tested once in tests/web/components/weekHours; here what is a shift pattern's own.
const V = "resources.shift-patterns.validation";

describe("shift patterns and changed days", () => {
  it("names the member and the location, in the shift texts", () => {
    const errors = validateShiftPattern({
      start_date: "2026-05-01",
      repeat_weeks: 2,
      weeks: [{}, { tue: [{ start: "18:00", end: "09:00" }] }],
    });
    expect(errors).toMatchObject({
      team_member_id: "app.validation.required",
      location_id: "app.validation.required",
    });
    expect((errors.weeks as object[])[1]).toEqual({
      tue: [{ end: `${V}.end_after_start` }],
    });
    expect(repeatChoices[1].name).toBe("resources.shift-patterns.repeat.2");
  });

  it("needs the member and the location on a changed day too; day_off sends []", () => {
    expect(
      validateShiftOverride({ date: "2026-05-04", day_off: true }),
    ).toEqual({
      team_member_id: "app.validation.required",
      location_id: "app.validation.required",
    });
    const base = { team_member_id: 1, location_id: 2, date: "2026-05-04" };
    expect(
      validateShiftOverride({ ...base, day_off: false, intervals: [] }),
    ).toEqual({ day_off: `${V}.no_intervals` });
    expect(
      transformShiftOverride({
        ...base,
        day_off: true,
        intervals: [{ start: "09:00", end: "10:00" }],
      }),
    ).toEqual({ ...base, intervals: [] });
  });

  it("shows a saved changed day without shifts as a day off", () => {
    expect(overrideFormValues({ id: 4, intervals: [] }).day_off).toBe(true);
    expect(
      overrideFormValues({
        id: 4,
        intervals: [{ start: "09:00", end: "10:00" }],
      }).day_off,
    ).toBe(false);
    // A new one (no id yet) starts as a working day.
    expect(overrideFormValues({ intervals: [] }).day_off).toBe(false);
  });
});

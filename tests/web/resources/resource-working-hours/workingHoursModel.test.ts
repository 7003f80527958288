import { describe, expect, it } from "vitest";
import {
  repeatChoices,
  transformOverride,
  validateOverride,
  validateWorkingHours,
} from "../../../../src/resources/resource-working-hours/workingHoursModel";

// The rules themselves are tested once in tests/web/components/weekHours; here what is a resource's own.
const V = "resources.resource-working-hours.validation";

describe("resource working hours and their overrides", () => {
  it("names the resource, in the resource texts", () => {
    const errors = validateWorkingHours({
      start_date: "2030-01-10",
      end_date: "2030-01-01",
      repeat_weeks: 1,
      weeks: [
        {
          fri: [
            { start: "12:00", end: "15:00" },
            { start: "09:00", end: "12:30" },
          ],
        },
      ],
    });
    expect(errors).toEqual({
      resource_id: "app.validation.required",
      end_date: `${V}.end_date`,
      weeks: [{ fri: [{ start: `${V}.overlap` }] }],
    });
    expect(repeatChoices[3].name).toBe(
      "resources.resource-working-hours.repeat.4",
    );
  });

  it("needs only a date on an override (the resource is the edited pattern's); closed sends []", () => {
    expect(validateOverride({ closed: true })).toEqual({
      date: "app.validation.required",
    });
    expect(
      validateOverride({ date: "2030-02-01", closed: false, intervals: [] }),
    ).toEqual({ closed: `${V}.no_intervals` });
    expect(
      transformOverride({
        resource_id: 1,
        date: "2030-02-01",
        closed: true,
        intervals: [{ start: "09:00", end: "10:00" }],
      }),
    ).toEqual({ resource_id: 1, date: "2030-02-01", intervals: [] });
  });
});

import { describe, expect, it } from "vitest";
import {
  transformTimeOff,
  validateTimeOff,
} from "../../../../src/resources/time-off/timeOffModel";

describe("timeOffModel", () => {
  it("needs the end after the start", () => {
    expect(
      validateTimeOff({
        team_member_id: 1,
        start_at: "2026-05-04T10:00:00Z",
        end_at: "2026-05-04T09:00:00Z",
      }),
    ).toEqual({ end_at: "resources.time-off.validation.end_after_start" });
    expect(validateTimeOff({})).toEqual({
      team_member_id: "app.validation.required",
      start_at: "app.validation.required",
      end_at: "app.validation.required",
    });
  });

  it("sends instants as ISO 8601 with Z", () => {
    expect(
      transformTimeOff({
        team_member_id: 1,
        start_at: "2026-05-04T10:00:00.000Z",
        end_at: "2026-05-05T10:00:00Z",
        note: " ",
      }),
    ).toEqual({
      team_member_id: 1,
      start_at: "2026-05-04T10:00:00.000Z",
      end_at: "2026-05-05T10:00:00.000Z",
      note: null,
    });
  });
});

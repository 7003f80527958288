import { describe, expect, it } from "vitest";
import {
  presetOf,
  presetRange,
  PRESETS,
} from "../../../src/reports/dateRanges";
import { reportScreen } from "../../../src/reports/reportList";
import {
  apiQuery,
  changed,
  readParams,
} from "../../../src/reports/reportQuery";

describe("dateRanges", () => {
  // A Wednesday in the second quarter.
  const today = "2026-05-13";
  it("gives each preset its local dates, weeks from Monday", () => {
    expect(
      Object.fromEntries(PRESETS.map((p) => [p, presetRange(p, today)])),
    ).toEqual({
      today: { from: "2026-05-13", to: "2026-05-13" },
      yesterday: { from: "2026-05-12", to: "2026-05-12" },
      this_week: { from: "2026-05-11", to: "2026-05-17" },
      last_week: { from: "2026-05-04", to: "2026-05-10" },
      this_month: { from: "2026-05-01", to: "2026-05-31" },
      last_month: { from: "2026-04-01", to: "2026-04-30" },
      this_quarter: { from: "2026-04-01", to: "2026-06-30" },
      last_quarter: { from: "2026-01-01", to: "2026-03-31" },
      this_year: { from: "2026-01-01", to: "2026-12-31" },
      last_year: { from: "2025-01-01", to: "2025-12-31" },
    });
    expect(presetRange("last_month", "2026-01-31")).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
    expect(presetRange("last_quarter", "2026-02-10")).toEqual({
      from: "2025-10-01",
      to: "2025-12-31",
    });
  });

  it("names a range by its preset, else custom", () => {
    expect(presetOf("2026-05-01", "2026-05-31", today)).toBe("this_month");
    expect(presetOf("2026-05-02", "2026-05-31", today)).toBe("custom");
  });
});

describe("reportQuery", () => {
  const def = reportScreen("client-retention");
  it("reads the URL with each choice's fallback, and asks only for the filters of the view", () => {
    const p = readParams(
      def,
      new URLSearchParams("view=list&window=45&group_by=team_member&page=3"),
    );
    // 45 is not a choice: the fallback (90) is asked for.
    expect(p.filters).toEqual({
      view: "list",
      window: "90",
      group_by: "team_member",
    });
    expect(apiQuery(def, p)).toEqual({
      view: "list",
      window: "90",
      offset: "50",
      limit: "25",
    });
    expect(apiQuery(def, p, { page: false })).toEqual({
      view: "list",
      window: "90",
    });
  });

  it("goes back to page 1 on any change but the page, and forgets the sort with the view", () => {
    const url = new URLSearchParams("page=4&sort=last_visit&order=desc");
    expect(changed(url, { window: "30" }).toString()).toBe(
      "sort=last_visit&order=desc&window=30",
    );
    expect(changed(url, { page: "5" }).get("page")).toBe("5");
    expect(changed(url, { view: "summary" }).toString()).toBe("view=summary");
    expect(changed(url, { location_id: undefined }).has("location_id")).toBe(
      false,
    );
  });
});

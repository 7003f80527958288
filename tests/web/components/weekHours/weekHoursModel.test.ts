import { describe, expect, it } from "vitest";
import {
  formatIntervals,
  intervalErrors,
  intervalProblems,
  openDays,
  weekHoursForms,
  weeklyDefaults,
} from "../../../../src/components/weekHours/weekHoursModel";

const iv = (start: string, end: string) => ({ start, end });

describe("intervalProblems: one day's intervals, as the server checks them", () => {
  it("accepts sorted or unsorted intervals that only touch, up to 24:00", () => {
    expect(
      intervalProblems([iv("14:00", "24:00"), iv("09:00", "14:00")]),
    ).toEqual({});
  });

  it("wants HH:MM and an end after the start, on the same day", () => {
    expect(intervalProblems([iv("9:00", "25:00")])).toEqual({
      0: { start: "time", end: "time" },
    });
    expect(intervalProblems([iv("", "10:00")])).toEqual({
      0: { start: "time" },
    });
    expect(intervalProblems([iv("22:00", "02:00")])).toEqual({
      0: { end: "end_after_start" },
    });
  });

  it("refuses 24:00 where a day cannot run to midnight", () => {
    expect(
      intervalProblems([iv("18:00", "24:00")], { endOfDay: false }),
    ).toEqual({ 0: { end: "time" } });
  });

  it("marks the later interval in time order of two that overlap", () => {
    expect(
      intervalProblems([
        iv("12:00", "15:00"),
        iv("18:00", "19:00"),
        iv("09:00", "12:30"),
      ]),
    ).toEqual({ 0: { start: "overlap" } });
  });

  it("gives a resource's translation keys", () => {
    expect(intervalErrors([iv("10:00", "09:00")], "resources.x")).toEqual({
      0: { end: "resources.x.validation.end_after_start" },
    });
  });
});

const forms = weekHoursForms<Record<string, unknown>, Record<string, unknown>>({
  keys: "k",
  owner: { pattern: ["owner_id"], override: ["owner_id"] },
  off: "off",
});

describe("weekHoursForms: a weekly pattern", () => {
  it("requires the owner and a start date, and an end date not before it", () => {
    expect(
      forms.validatePattern({
        start_date: "2030-01-10",
        end_date: "2030-01-01",
        repeat_weeks: 1,
        weeks: [{}],
      }),
    ).toEqual({
      owner_id: "app.validation.required",
      end_date: "k.validation.end_date",
    });
    expect(forms.validatePattern({ owner_id: 1, weeks: [] })).toEqual({
      start_date: "app.validation.required",
    });
  });

  it("maps interval problems of the repeated weeks onto weeks.<n>.<day>.<i>.<field>", () => {
    const errors = forms.validatePattern({
      owner_id: 1,
      start_date: "2030-01-01",
      repeat_weeks: 2,
      weeks: [
        { mon: [iv("09:00", "10:00")] },
        { tue: [iv("09:00", "10:00"), iv("10:00", "09:00")] },
        { wed: [iv("bad", "10:00")] },
      ],
    });
    expect(errors.weeks).toEqual([
      {},
      { tue: [undefined, { end: "k.validation.end_after_start" }] },
    ]);
  });

  it("is clean for a valid pattern", () => {
    expect(
      forms.validatePattern({
        owner_id: 1,
        start_date: "2030-01-01",
        repeat_weeks: 1,
        weeks: [{ mon: [], fri: [iv("09:00", "24:00")] }],
      }),
    ).toEqual({});
  });

  it("sends as many weeks as repeat, without closed days, times trimmed, blanks as null", () => {
    expect(
      forms.transformPattern({
        id: 3,
        owner_id: 2,
        start_date: "2030-01-01",
        end_date: "",
        repeat_weeks: 2,
        weeks: [
          { mon: [iv(" 09:00", "12:00 ")], tue: [] },
          { wed: [iv("09:00", "10:00")] },
          { thu: [iv("09:00", "10:00")] },
        ],
      }),
    ).toEqual({
      owner_id: 2,
      start_date: "2030-01-01",
      end_date: null,
      repeat_weeks: 2,
      weeks: [{ mon: [iv("09:00", "12:00")] }, { wed: [iv("09:00", "10:00")] }],
    });
  });

  it("offers 1 to 4 weeks and starts from Monday to Friday, 09:00–17:00", () => {
    expect(forms.repeatChoices.map((c) => c.name)).toEqual([
      "k.repeat.1",
      "k.repeat.2",
      "k.repeat.3",
      "k.repeat.4",
    ]);
    const { weeks } = weeklyDefaults();
    expect(openDays(weeks)).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    expect(formatIntervals(weeks![0].mon, "de")).toBe("09:00–17:00");
  });
});

describe("weekHoursForms: one date's hours", () => {
  const base = { owner_id: 1, date: "2030-02-01" };

  it("needs the owner, a date and, unless the day is off, valid intervals", () => {
    expect(forms.validateOverride({ off: true })).toEqual({
      owner_id: "app.validation.required",
      date: "app.validation.required",
    });
    expect(
      forms.validateOverride({ ...base, off: false, intervals: [] }),
    ).toEqual({ off: "k.validation.no_intervals" });
    expect(
      forms.validateOverride({ ...base, intervals: [iv("12:00", "11:00")] }),
    ).toEqual({ intervals: [{ end: "k.validation.end_after_start" }] });
    expect(forms.validateOverride({ ...base, off: true })).toEqual({});
  });

  it("sends [] for a day off, else its intervals trimmed; never the flag", () => {
    const intervals = [iv("09:00 ", "10:00")];
    expect(forms.transformOverride({ ...base, off: true, intervals })).toEqual({
      ...base,
      intervals: [],
    });
    expect(forms.transformOverride({ ...base, off: false, intervals })).toEqual(
      { ...base, intervals: [iv("09:00", "10:00")] },
    );
  });
});

describe("display", () => {
  it("lists intervals left to right and the days a pattern opens on", () => {
    expect(
      formatIntervals([iv("09:00", "13:00"), iv("14:00", "18:00")], "de"),
    ).toBe("09:00–13:00, 14:00–18:00");
    expect(formatIntervals(undefined, "en")).toBe("");
    expect(
      openDays([
        { sun: [iv("10:00", "12:00")], mon: [] },
        { wed: [iv("10:00", "12:00")] },
      ]),
    ).toEqual(["wed", "sun"]);
  });
});

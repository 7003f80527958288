import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../../server/src/db/schema/jsonTypes";
import {
  dayProblem,
  describe as describeProblem,
  intervalsOf,
  normaliseWeek,
  weekProblem,
  weeksOf,
  type HoursRules,
} from "../../../server/src/lib/weeklyHours";

/** Rules whose words are the problem's code, so the tests see which problem was found. */
const rules = (over: Partial<HoursRules> = {}): HoursRules => ({
  maxPerDay: 3,
  endOfDay: true,
  onlyStartEnd: true,
  message: (p) => p.code,
  ...over,
});
const iv = (start: string, end: string) => ({ start, end });

describe("dayProblem: one day's intervals", () => {
  it("accepts none, and sorted or unsorted intervals that only touch", () => {
    expect(dayProblem([], rules())).toBeUndefined();
    expect(
      dayProblem([iv("13:00", "24:00"), iv("09:00", "13:00")], rules()),
    ).toBeUndefined();
  });

  it("wants a list of at most maxPerDay intervals", () => {
    expect(dayProblem({ mon: [] }, rules())).toEqual({ code: "not_list" });
    expect(
      dayProblem(
        [iv("08:00", "09:00"), iv("10:00", "11:00"), iv("12:00", "13:00"), 5],
        rules(),
      ),
    ).toEqual({ code: "too_many", max: 3 });
  });

  it("checks each interval in turn: an object, text times, HH:MM, then the end after the start", () => {
    expect(dayProblem([iv("09:00", "10:00"), null], rules())).toEqual({
      code: "not_interval",
      index: 1,
    });
    expect(dayProblem([{ end: "10:00" }], rules())).toEqual({
      code: "not_text",
      index: 0,
      field: "start",
      value: undefined,
    });
    expect(dayProblem([iv("9:00", "10:00")], rules())).toEqual({
      code: "time",
      index: 0,
      field: "start",
    });
    expect(dayProblem([iv("22:00", "02:00")], rules())).toEqual({
      code: "order",
      index: 0,
      interval: iv("22:00", "02:00"),
    });
  });

  it("lets 24:00 end a day only where the resource allows it", () => {
    const day = [iv("18:00", "24:00")];
    expect(dayProblem(day, rules())).toBeUndefined();
    expect(dayProblem(day, rules({ endOfDay: false }))).toEqual({
      code: "time",
      index: 0,
      field: "end",
    });
    expect(dayProblem([iv("24:00", "24:00")], rules())).toMatchObject({
      code: "time",
      field: "start",
    });
  });

  it("refuses other keys in an interval only where the resource says so", () => {
    const day = [{ ...iv("09:00", "10:00"), note: "x" }];
    expect(dayProblem(day, rules())).toEqual({
      code: "extra_field",
      index: 0,
      key: "note",
    });
    expect(dayProblem(day, rules({ onlyStartEnd: false }))).toBeUndefined();
  });

  it("names the first overlap in time order, the earlier interval first", () => {
    expect(
      dayProblem(
        [iv("13:00", "18:00"), iv("20:00", "21:00"), iv("09:00", "13:30")],
        rules(),
      ),
    ).toEqual({
      code: "overlap",
      earlier: iv("09:00", "13:30"),
      later: iv("13:00", "18:00"),
    });
  });
});

describe("weekProblem and describe: where a problem is, in words", () => {
  const words = rules({ message: (p) => `<${p.code}>` });

  it("reports the first problem by day, in the order the days are given", () => {
    const week = {
      fri: [iv("10:00", "09:00")],
      mon: [iv("9", "10:00")],
    };
    const problem = weekProblem(week, words)!;
    expect(problem).toMatchObject({ code: "order", day: "fri" });
    expect(describeProblem(problem, words)).toBe("Friday: <order>");
    expect(describeProblem(problem, words, "Week 2")).toBe(
      "Week 2, Friday: <order>",
    );
  });

  it("wants an object of the days mon to sun", () => {
    expect(weekProblem([], words)).toEqual({ code: "not_week", value: [] });
    for (const key of ["monday", "constructor"]) {
      const problem = weekProblem({ [key]: [] }, words)!;
      expect(problem).toEqual({ code: "unknown_day", key });
      expect(describeProblem(problem, words, "Week 1")).toBe(
        "Week 1: <unknown_day>",
      );
    }
    expect(weekProblem({ mon: [], sun: [] }, words)).toBeUndefined();
  });
});

describe("zod fields", () => {
  const words = rules({ message: (p) => `<${p.code}>` });
  const weeks = weeksOf(words, { min: "too few", max: "too many" });
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("checks 1 to 4 weeks and says which week when there are several", () => {
    expect(messages(weeks.safeParse([]))).toEqual(["too few"]);
    expect(messages(weeks.safeParse([{}, {}, {}, {}, {}]))).toEqual([
      "too many",
    ]);
    expect(
      messages(weeks.safeParse([{ tue: [iv("09:00", "08:00")] }])),
    ).toEqual(["Tuesday: <order>"]);
    expect(
      messages(weeks.safeParse([{}, { tue: [iv("09:00", "08:00")] }, 5])),
    ).toEqual(["Week 2, Tuesday: <order>", "Week 3: <not_week>"]);
    expect(weeks.safeParse([{ mon: [iv("09:00", "17:00")] }]).success).toBe(
      true,
    );
  });

  it("checks the intervals of one date without naming a day", () => {
    const day = intervalsOf(words);
    expect(
      messages(day.safeParse([iv("09:00", "12:00"), iv("11:00", "13:00")])),
    ).toEqual(["<overlap>"]);
    expect(day.safeParse([]).success).toBe(true);
  });
});

describe("normaliseWeek", () => {
  const week = {
    wed: [{ ...iv("14:00", "18:00"), note: "x" }, iv("09:00", "12:00")],
    mon: [],
  };

  it("keeps the given days in day order, intervals as {start, end} in time order", () => {
    const out = normaliseWeek(week);
    expect(Object.keys(out)).toEqual(["mon", "wed"]);
    expect(out.wed).toEqual([iv("09:00", "12:00"), iv("14:00", "18:00")]);
  });

  it("lists every day with everyDay, a missing one closed", () => {
    const out = normaliseWeek(week, true);
    expect(Object.keys(out)).toEqual([...WEEKDAYS]);
    expect(out.sun).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  localTime,
  offsetAt,
  zonedInstant,
} from "../../../server/src/modules/calendar/zonedTime";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset as Intl gives it for this very instant: what the cache must agree with. */
function reference(timeZone: string, instant: number): number {
  const f =
    formatters.get(timeZone) ??
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  formatters.set(timeZone, f);
  const v: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instant)))
    if (p.type !== "literal") v[p.type] = Number(p.value);
  const local = Date.UTC(
    v.year,
    v.month - 1,
    v.day,
    v.hour,
    v.minute,
    v.second,
  );
  return local - Math.floor(instant / 1000) * 1000;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every minute of the two hours around `change`, and a few seconds either side of it. */
function around(change: number): number[] {
  const out: number[] = [];
  for (let t = change - HOUR; t <= change + HOUR; t += MINUTE) out.push(t);
  for (const d of [-1500, -1000, -1, 0, 1, 999, 1000]) out.push(change + d);
  return out;
}

describe("the cached zone offsets", () => {
  // Each change as a UTC instant, with the offsets before and after it (hours).
  const changes: [string, string, number, number][] = [
    ["Europe/Vienna", "2027-03-28T01:00:00Z", 1, 2],
    ["Europe/Vienna", "2027-10-31T01:00:00Z", 2, 1],
    ["America/Sao_Paulo", "2018-11-04T03:00:00Z", -3, -2],
    ["America/Sao_Paulo", "2019-02-17T02:00:00Z", -2, -3],
    ["Australia/Lord_Howe", "2026-04-04T15:00:00Z", 11, 10.5],
    ["Australia/Lord_Howe", "2026-10-03T15:30:00Z", 10.5, 11],
  ];

  it.each(changes)(
    "%s changes at %s from UTC%s to UTC%s",
    (zone, at, before, after) => {
      const change = Date.parse(at);
      expect(offsetAt(zone, change - 1000)).toBe(before * HOUR);
      expect(offsetAt(zone, change)).toBe(after * HOUR);
      // Asked twice (the second answer comes from the cache) and in any order.
      for (const pass of [1, 2])
        for (const t of around(change).reverse())
          expect([pass, t, offsetAt(zone, t)]).toEqual([
            pass,
            t,
            reference(zone, t),
          ]);
    },
  );

  it("agrees with Intl every 15 minutes through a year with both changes", () => {
    for (const zone of [
      "Europe/Vienna",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
    ]) {
      const from = Date.UTC(2027, 0, 1);
      for (let t = from; t < from + 366 * 24 * HOUR; t += 15 * MINUTE)
        if (offsetAt(zone, t) !== reference(zone, t))
          expect([zone, new Date(t).toISOString(), offsetAt(zone, t)]).toEqual([
            zone,
            new Date(t).toISOString(),
            reference(zone, t),
          ]);
    }
  });

  it("keeps local times and skipped times right on Lord Howe's half-hour change", () => {
    // 02:00 → 02:30 on 2026-10-04: 02:15 does not exist and moves to the jump.
    expect(
      new Date(
        zonedInstant("Australia/Lord_Howe", "2026-10-04", 135),
      ).toISOString(),
    ).toBe("2026-10-03T15:30:00.000Z");
    expect(
      localTime("Australia/Lord_Howe", Date.parse("2026-10-03T15:30:00Z")),
    ).toEqual({ date: "2026-10-04", minutes: 150 });
    // 02:00 → 01:30 on 2026-04-05: 01:45 happens twice, the first is taken.
    expect(
      new Date(
        zonedInstant("Australia/Lord_Howe", "2026-04-05", 105),
      ).toISOString(),
    ).toBe("2026-04-04T14:45:00.000Z");
  });
});

import fc from "fast-check";
import { propertyRuns } from "../support/propertyRuns";
import type {
  TimeInterval,
  WeekHours,
} from "../../../server/src/db/schema/jsonTypes";
import { BusyList } from "../../../server/src/modules/calendar/busy";
import type {
  AvailabilityContext,
  ExtraTimeType,
} from "../../../server/src/modules/calendar/context";

/**
 * Generated calendars and a small reference model of the availability rule,
 * written independently of the module: it looks at every 5-minute step of
 * real time, asks Intl what the local clock says there, and applies DOMAIN
 * §3.18/§3.22/§3.26/§4.8/§4.10 literally.
 */

export const RUNS = propertyRuns(100);
export const MIN = 60_000;
const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Zones with and without clock changes, and dates on which they change. */
export const ZONES = [
  "Europe/London",
  "America/New_York",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "UTC",
] as const;
/** Each zone's days with a clock change, and an ordinary day. */
const DATES: Record<(typeof ZONES)[number], string[]> = {
  "Europe/London": ["2026-03-29", "2026-10-25", "2026-06-17"],
  "America/New_York": ["2026-03-08", "2026-11-01", "2026-01-14"],
  "Australia/Lord_Howe": ["2026-04-05", "2026-10-04", "2026-06-17"],
  "Asia/Kolkata": ["2026-03-29", "2026-01-14"],
  UTC: ["2026-10-25", "2026-06-17"],
};

const fmt = new Map<string, Intl.DateTimeFormat>();
/** What the local clock reads at an instant (the model's own reading of Intl). */
export function clock(tz: string, t: number) {
  let f = fmt.get(tz);
  if (!f)
    fmt.set(
      tz,
      (f = new Intl.DateTimeFormat("en-CA", {
        timeZone: tz,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })),
    );
  const p = Object.fromEntries(
    f.formatToParts(new Date(t)).map((x) => [x.type, x.value]),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

const hm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const mins = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));

const interval = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 40 }))
  .map(([s, l]) => ({
    start: hm(s * 15),
    end: hm(Math.min(96, s + l) * 15),
  }))
  .filter((i) => i.start < i.end || i.end === "24:00");
const dayList = fc.array(interval, { maxLength: 3 });
const week = fc
  .tuple(...DAYS.map(() => dayList))
  .map(
    (lists) =>
      Object.fromEntries(DAYS.map((d, i) => [d, lists[i]])) as WeekHours,
  );
/** Shifts: most days worked, one or two long intervals. */
const shiftInterval = fc
  .tuple(fc.integer({ min: 0, max: 56 }), fc.integer({ min: 8, max: 40 }))
  .map(([s, l]) => ({ start: hm(s * 15), end: hm(Math.min(96, s + l) * 15) }));
/** Shifts with an end in the small hours, where the clocks change. */
const nightShift = fc.constantFrom(
  { start: "00:00", end: "24:00" },
  { start: "01:30", end: "03:00" },
  { start: "01:00", end: "02:30" },
  { start: "02:15", end: "04:00" },
  { start: "00:45", end: "01:45" },
);
const workWeek = fc
  .tuple(
    ...DAYS.map(() =>
      fc.array(fc.oneof(shiftInterval, nightShift), {
        minLength: 1,
        maxLength: 2,
      }),
    ),
  )
  .map(
    (lists) =>
      Object.fromEntries(DAYS.map((d, i) => [d, lists[i]])) as WeekHours,
  );
const sometimes = <T, U>(often: U, arb: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: fc.constant(often), weight: 3 },
    { arbitrary: arb, weight: 1 },
  );
const allDay: WeekHours = Object.fromEntries(
  DAYS.map((d) => [d, [{ start: "00:00", end: "24:00" }]]),
);

/** A date shifted by whole days. */
export const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

export const scenario = fc
  .record({
    zoneDate: fc
      .constantFrom(...ZONES)
      .chain((tz) => fc.tuple(fc.constant(tz), fc.constantFrom(...DATES[tz]))),
    opening: sometimes(allDay, week),
    patternStartOffset: fc.integer({ min: 0, max: 40 }),
    patternEnds: sometimes(null, fc.integer({ min: -3, max: 10 })),
    repeat: fc.integer({ min: 1, max: 4 }),
    weeks: fc.array(workWeek, { minLength: 4, maxLength: 4 }),
    override: sometimes(undefined, dayList),
    closed: fc.integer({ min: 0, max: 9 }).map((n) => n < 1),
    employmentEnd: sometimes(null, fc.integer({ min: -2, max: 2 })),
    /** [start offset from the day's UTC midnight − 12 h, length] in 5-minute steps. */
    timeOff: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 430 }),
        fc.integer({ min: 1, max: 60 }),
      ),
      { maxLength: 2 },
    ),
    busy: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 430 }),
        fc.integer({ min: 1, max: 30 }),
      ),
      { maxLength: 4 },
    ),
    duration: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
    extraType: fc.constantFrom<ExtraTimeType>(
      "none",
      "processing_after",
      "blocked_after",
    ),
    extra: fc.integer({ min: 1, max: 6 }).map((n) => n * 5),
    needsRoom: fc.boolean(),
    rooms: fc.array(
      fc.record({
        capacity: fc.integer({ min: 1, max: 2 }),
        hours: sometimes(null, week),
        busy: fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 430 }),
            fc.integer({ min: 1, max: 30 }),
          ),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 2 },
    ),
    rules: sometimes(
      undefined,
      fc.array(
        fc.record({
          weekday: fc.integer({ min: 1, max: 7 }),
          start: fc.integer({ min: 0, max: 80 }).map((n) => hm(n * 15)),
          end: fc.integer({ min: 81, max: 95 }).map((n) => hm(n * 15)),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    ),
    slot: fc.constantFrom(5, 10, 15, 20, 30, 60),
  })
  .map(({ zoneDate: [tz, date], ...rest }) => ({ tz, date, ...rest }));
export type Scenario =
  typeof scenario extends fc.Arbitrary<infer T> ? T : never;

export const MEMBER = 1;
export const SERVICE = 10;
export const OPTION = 100;
export const LOCATION = 7;

/** Instants of a scenario's 5-minute offsets, from 12 h before the date's UTC midnight. */
export const base = (s: Scenario) =>
  Date.parse(`${s.date}T00:00Z`) - 12 * 60 * MIN;
const entries = (s: Scenario, list: [number, number][], extraId: number) =>
  list.map(([o, l], i) => ({
    start: base(s) + o * 5 * MIN,
    end: base(s) + (o + l) * 5 * MIN,
    appointment_id: extraId + i,
    reference: `A-${String(extraId + i).padStart(6, "0")}`,
    service_start: base(s) + o * 5 * MIN,
    service_end: base(s) + (o + l) * 5 * MIN,
  }));

/** The module's context for a scenario. */
export function contextOf(s: Scenario): AvailabilityContext {
  const patternStart = shift(s.date, -s.patternStartOffset);
  return {
    timeZone: s.tz,
    location: {
      id: LOCATION,
      name: "Central",
      archived: false,
      opening_hours: s.opening,
    },
    from: shift(s.date, -1),
    to: shift(s.date, 1),
    close_dates: s.closed
      ? [
          {
            id: 1,
            start_date: s.date,
            end_date: s.date,
            description: "Holiday",
          },
        ]
      : [],
    members: new Map([
      [
        MEMBER,
        {
          id: MEMBER,
          name: "Anna Berg",
          colour: "#000000",
          department_id: null,
          sort_order: 0,
          archived: false,
          employment_start: null,
          employment_end:
            s.employmentEnd === null ? null : shift(s.date, s.employmentEnd),
          location_ids: new Set([LOCATION]),
          service_ids: new Set([SERVICE]),
          schedule: {
            patterns: [
              {
                start_date: patternStart,
                end_date:
                  s.patternEnds === null ? null : shift(s.date, s.patternEnds),
                repeat_weeks: s.repeat,
                weeks: s.weeks.slice(0, s.repeat),
              },
            ],
            overrides: new Map(s.override ? [[s.date, s.override]] : []),
          },
          time_off: entries(s, s.timeOff, 0).map((e, i) => ({
            id: i,
            type: "other",
            note: null,
            start: e.start,
            end: e.end,
          })),
        },
      ],
    ]),
    resources: new Map(
      s.rooms.map((r, i) => [
        50 + i,
        {
          id: 50 + i,
          name: `Room ${i + 1}`,
          resource_category_id: null,
          location_id: LOCATION,
          sort_order: i,
          capacity: r.capacity,
          archived: false,
          service_ids: new Set([SERVICE]),
          schedule: r.hours
            ? {
                patterns: [
                  {
                    start_date: "2020-01-06",
                    end_date: null,
                    repeat_weeks: 1,
                    weeks: [r.hours],
                  },
                ],
                overrides: new Map(),
              }
            : null,
        },
      ]),
    ),
    services: new Map([
      [
        SERVICE,
        {
          id: SERVICE,
          name: "Massage",
          archived: false,
          extra_time_type: s.extraType,
          extra_time_minutes: s.extraType === "none" ? 0 : s.extra,
          resources_required: s.needsRoom,
          location_ids: new Set([LOCATION]),
          member_ids: new Set([MEMBER]),
          resource_ids: new Set(s.rooms.map((_, i) => 50 + i)),
          options: [
            {
              id: OPTION,
              name: null,
              duration_minutes: s.duration,
              price: 1000,
              special_price: null,
              archived: false,
            },
          ],
          availability: s.rules
            ? [
                {
                  location_id: null,
                  rules: s.rules,
                  date_from: null,
                  date_to: null,
                  channels: "both",
                },
              ]
            : [],
        },
      ],
    ]),
    member_busy: new Map([[MEMBER, new BusyList(entries(s, s.busy, 1000))]]),
    resource_busy: new Map(
      s.rooms.map((r, i) => [
        50 + i,
        new BusyList(entries(s, r.busy, 2000 + 100 * i)),
      ]),
    ),
    slot_interval_minutes: s.slot,
    client_cancel_notice_minutes: 1440,
    memo: new Map(),
  };
}

const weekday = (date: string) =>
  ((new Date(`${date}T00:00Z`).getUTCDay() + 6) % 7) + 1;

const STEPS = (48 * 60) / 5;
const tables = new WeakMap<Scenario, { date: string; minutes: number }[]>();
/** The local clock at every 5-minute step of the scenario's 48-hour window. */
function table(s: Scenario) {
  let tb = tables.get(s);
  if (!tb) {
    tb = [];
    for (let i = 0; i <= STEPS; i++)
      tb.push(clock(s.tz, base(s) + i * 5 * MIN));
    tables.set(s, tb);
  }
  return tb;
}

/**
 * The first instant at which the local clock reads at least `m` minutes on
 * the scenario's date (1440: the next day has begun). A skipped time gives
 * the moment the clocks jump; a repeated one its first occurrence.
 */
function instantOf(s: Scenario, m: number): number {
  const tb = table(s);
  const i = tb.findIndex(
    (c) => (c.date === s.date && c.minutes >= m) || c.date > s.date,
  );
  return base(s) + (i < 0 ? STEPS : i) * 5 * MIN;
}
const inSpans = (s: Scenario, list: readonly TimeInterval[], t: number) =>
  list.some(
    (i) => instantOf(s, mins(i.start)) <= t && t < instantOf(s, mins(i.end)),
  );
const dayOf = (s: Scenario) => DAYS[weekday(s.date) - 1];

/** The model: is the member working at instant t (on the scenario's date)? */
export function modelWorking(s: Scenario, t: number): boolean {
  if (s.closed) return false;
  if (s.employmentEnd !== null && s.employmentEnd < 0) return false;
  if (!inSpans(s, s.opening[dayOf(s)] ?? [], t)) return false;
  let shifts: readonly TimeInterval[] | undefined = s.override;
  if (!shifts) {
    const start = shift(s.date, -s.patternStartOffset);
    if (s.patternEnds !== null && s.patternEnds < 0) return false;
    const monday = (d: string) => shift(d, 1 - weekday(d));
    const weeks = Math.round(
      (Date.parse(monday(s.date)) - Date.parse(monday(start))) /
        (7 * 86_400_000),
    );
    shifts = s.weeks[weeks % s.repeat][dayOf(s)] ?? [];
  }
  if (!inSpans(s, shifts, t)) return false;
  return !entries(s, s.timeOff, 0).some((e) => e.start <= t && t < e.end);
}

/** The model: is room `room` open at instant t (on the scenario's date)? */
export function modelRoomOpen(s: Scenario, room: number, t: number) {
  if (s.closed) return false;
  if (!inSpans(s, s.opening[dayOf(s)] ?? [], t)) return false;
  const hours = s.rooms[room].hours;
  return !hours || inSpans(s, hours[dayOf(s)] ?? [], t);
}

const every = (from: number, to: number, f: (t: number) => boolean) => {
  for (let t = from; t < to; t += 5 * MIN) if (!f(t)) return false;
  return true;
};

/** The model's answer: may the service start at t with this member? */
export function modelValid(s: Scenario, t: number): boolean {
  const dur = s.duration * MIN;
  const extra = s.extraType === "none" ? 0 : s.extra * MIN;
  const memberEnd = t + dur + (s.extraType === "blocked_after" ? extra : 0);
  if (!every(t, t + dur, (x) => modelWorking(s, x))) return false;
  const busy = entries(s, s.busy, 1000);
  if (!every(t, memberEnd, (x) => !busy.some((e) => e.start <= x && x < e.end)))
    return false;
  if (s.rules) {
    const { date, minutes } = clock(s.tz, t);
    if (
      !s.rules.some(
        (r) =>
          r.weekday === weekday(date) &&
          mins(r.start) <= minutes &&
          minutes < mins(r.end),
      )
    )
      return false;
  }
  if (!s.needsRoom) return true;
  return s.rooms.some((r, i) => {
    const taken = entries(s, r.busy, 2000 + 100 * i);
    return (
      every(t, t + dur, (x) => modelRoomOpen(s, i, x)) &&
      every(
        t,
        t + dur + extra,
        (x) =>
          taken.filter((e) => e.start <= x && x < e.end).length < r.capacity,
      )
    );
  });
}

/** True when the clocks change within a day of the scenario's date (times there can be ambiguous). */
export function clocksChangeNear(s: Scenario) {
  const off = (t: number) => {
    const c = clock(s.tz, t);
    return Date.parse(`${c.date}T${hm(c.minutes)}Z`) - t;
  };
  const b = base(s);
  return off(b - 12 * 60 * MIN) !== off(b + 48 * 60 * MIN);
}

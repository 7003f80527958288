import { describe, expect, it } from "vitest";
import {
  addDays,
  axisHours,
  blocksFor,
  columnIndexAt,
  formatTime,
  instantAt,
  memberDayColumns,
  nowMinutes,
  resourceDayColumns,
  segmentOn,
  shownMembers,
  swipeStep,
  visibleWindow,
  wallMinutes,
  weekColumns,
  weekDates,
} from "../../../src/calendar/calendarModel";
import type {
  Appointment,
  AppointmentService,
  BlockedTime,
  CalendarFrame,
} from "../../../src/calendar/calendarTypes";

const TZ = "Europe/Berlin";
const DAY = "2026-11-25"; // UTC+1

const service = (
  over: Partial<AppointmentService> = {},
): AppointmentService => ({
  id: 1,
  service_id: 10,
  service_name: "Massage",
  pricing_option_id: 100,
  pricing_option_name: "60 min",
  team_member_id: 1,
  resource_id: null,
  start_at: "2026-11-25T09:00:00.000Z", // 10:00 Berlin
  end_at: "2026-11-25T10:00:00.000Z",
  duration_minutes: 60,
  extra_time_type: "none",
  extra_time_minutes: 0,
  price: 5000,
  is_requested_member: false,
  sequence: 1,
  ...over,
});

const appointment = (
  over: Partial<Appointment> = {},
  services = [service()],
): Appointment => ({
  id: 1,
  reference: "A-000001",
  client_id: 5,
  client: {
    id: 5,
    first_name: "Ada",
    last_name: "Lovelace",
    mobile: null,
    email: null,
  },
  location_id: 1,
  status: "booked",
  channel: "in_store",
  start_at: services[0].start_at,
  end_at: services[services.length - 1].end_at,
  notes: null,
  cancellation_reason_id: null,
  cancelled_at: null,
  cancelled_by: null,
  is_late_cancellation: false,
  services,
  ...over,
});

const shift = (date: string, from: string, to: string) => ({
  start_at: `${date}T${from}:00.000Z`,
  end_at: `${date}T${to}:00.000Z`,
});

const frame = (over: Partial<CalendarFrame> = {}): CalendarFrame => ({
  time_zone: TZ,
  location: { id: 1, name: "Mitte" },
  days: [
    { date: DAY, open: [shift(DAY, "07:00", "19:00")], close_date: null },
    {
      date: "2026-11-26",
      open: [],
      close_date: { id: 3, description: "Staff training" },
    },
  ],
  team_members: [
    {
      id: 2,
      name: "Bea",
      colour: "#00f",
      department_id: 7,
      sort_order: 2,
      working: [shift(DAY, "08:00", "16:00")],
      time_off: [],
    },
    {
      id: 1,
      name: "Anna",
      colour: "#f00",
      department_id: 8,
      sort_order: 1,
      working: [shift(DAY, "07:00", "12:00"), shift(DAY, "13:00", "17:00")],
      time_off: [
        {
          id: 9,
          type: "annual_leave",
          note: "Dentist",
          ...shift(DAY, "12:00", "13:00"),
        },
      ],
    },
    {
      id: 3,
      name: "Carl",
      colour: null,
      department_id: 7,
      sort_order: 3,
      working: [],
      time_off: [],
    },
    {
      // The receptionist: works, performs no service.
      id: 5,
      name: "Rita",
      colour: null,
      department_id: null,
      sort_order: 0,
      bookable: false,
      working: [shift(DAY, "08:00", "16:00")],
      time_off: [],
    },
  ],
  resources: [
    {
      id: 4,
      name: "Room 1",
      resource_category_id: 1,
      hours: [shift(DAY, "07:00", "19:00")],
    },
  ],
  ...over,
});

describe("columns of the day view", () => {
  it("has one column per member working that day, in calendar order", () => {
    const columns = memberDayColumns(frame(), DAY);
    expect(columns.map((c) => c.name)).toEqual(["Anna", "Bea"]);
    expect(columns[0]).toMatchObject({
      colour: "#f00",
      working: [
        { top: 8 * 60, bottom: 13 * 60 },
        { top: 14 * 60, bottom: 18 * 60 },
      ],
      timeOff: [{ top: 13 * 60, bottom: 14 * 60, label: "Dentist" }],
      closed: null,
    });
  });

  it("adds a member who is not working but booked that day, and filters by department", () => {
    const booked = [appointment({}, [service({ team_member_id: 3 })])];
    const ids = (choice: Parameters<typeof memberDayColumns>[2]) =>
      memberDayColumns(frame(), DAY, choice).map((c) => c.id);
    expect(ids({ appointments: booked })).toEqual([1, 2, 3]);
    expect(ids({ appointments: booked, departmentId: 7 })).toEqual([2, 3]);
    const cancelled = [
      appointment({ status: "cancelled" }, [service({ team_member_id: 3 })]),
    ];
    expect(ids({ appointments: cancelled })).toEqual([1, 2]);
  });

  it("leaves out who takes no bookings unless booked, shows the chosen members, the user's own first", () => {
    const ids = (choice: Parameters<typeof memberDayColumns>[2]) =>
      memberDayColumns(frame(), DAY, choice).map((c) => c.id);
    // Rita works at the desk: no column, though first in sort order …
    expect(ids({})).toEqual([1, 2]);
    // … unless something is in her column.
    const lunch: BlockedTime = {
      id: 7,
      location_id: 1,
      team_member_id: 5,
      kind: "lunch",
      title: null,
      start_at: "2026-11-25T11:00:00.000Z",
      end_at: "2026-11-25T12:00:00.000Z",
    };
    expect(ids({ blocked: [lunch] })).toEqual([5, 1, 2]);
    expect(ids({ chosen: [2] })).toEqual([2]);
    expect(ids({ own: 2 })).toEqual([2, 1]);
    expect(ids({ own: 2, chosen: [1] })).toEqual([1]);
    expect(
      shownMembers(frame(), weekDates(DAY), { chosen: null }).map((m) => m.id),
    ).toEqual([1, 2, 3]);
  });

  it("switches to resource columns and labels a close date", () => {
    const columns = resourceDayColumns(frame(), "2026-11-26");
    expect(columns).toMatchObject([
      { kind: "resource", id: 4, closed: "Staff training", working: [] },
    ]);
  });

  it("gives a member's week one column per day", () => {
    const columns = weekColumns(frame(), weekDates(DAY), "member", [1]);
    expect(columns.map((c) => c.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(columns[2].working).toHaveLength(2);
    expect(columns[2]).toMatchObject({ id: 1, colour: "#f00" });
    expect(columns[2].timeOff).toHaveLength(1);
    expect(columns[3].closed).toBe("Staff training");
  });

  it("gives the team's week a column per day with everyone's appointments, shaded where anyone works", () => {
    const columns = weekColumns(frame(), weekDates(DAY), "member", [1, 2]);
    expect(columns).toHaveLength(7);
    expect(columns[2]).toMatchObject({
      id: null,
      ids: [1, 2],
      // Anna 08–13 and 14–18, Bea 09–17 (Berlin): 08–18.
      working: [{ top: 8 * 60, bottom: 18 * 60 }],
      timeOff: [],
    });
    const both = [
      appointment({ id: 1 }),
      appointment({ id: 2 }, [service({ id: 2, team_member_id: 2 })]),
      appointment({ id: 3 }, [service({ id: 3, team_member_id: 3 })]),
    ];
    expect(blocksFor(columns[2], both, TZ).map((b) => b.key)).toEqual([
      "s1",
      "s2",
    ]);
    expect(blocksFor(columns[3], both, TZ)).toEqual([]);
  });
});

describe("positions of blocks", () => {
  it("places a service at its wall time with its processing time after it", () => {
    const [column] = memberDayColumns(frame(), DAY);
    const blocks = blocksFor(
      column,
      [
        appointment({}, [
          service({
            extra_time_type: "processing_after",
            extra_time_minutes: 15,
          }),
        ]),
      ],
      TZ,
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      top: 600,
      bottom: 660,
      extra: { top: 660, bottom: 675, type: "processing_after" },
      lane: 0,
      lanes: 1,
    });
  });

  it("draws a resource's bookings in its column and not a member's in another's", () => {
    const booked = [appointment({}, [service({ resource_id: 4 })])];
    const [room] = resourceDayColumns(frame(), DAY);
    expect(blocksFor(room, booked, TZ)).toHaveLength(1);
    const bea = memberDayColumns(frame(), DAY).find((c) => c.id === 2)!;
    expect(blocksFor(bea, booked, TZ)).toHaveLength(0);
  });

  it("puts overlapping blocks side by side (lanes)", () => {
    const [column] = memberDayColumns(frame(), DAY);
    const blocks = blocksFor(
      column,
      [
        appointment({ id: 1 }),
        appointment({ id: 2 }, [
          service({
            id: 2,
            start_at: "2026-11-25T09:30:00.000Z",
            end_at: "2026-11-25T10:30:00.000Z",
          }),
        ]),
        appointment({ id: 3 }, [
          service({
            id: 3,
            start_at: "2026-11-25T12:00:00.000Z",
            end_at: "2026-11-25T12:30:00.000Z",
          }),
        ]),
      ],
      TZ,
    );
    expect(blocks.map((b) => [b.key, b.lane, b.lanes])).toEqual([
      ["s1", 0, 2],
      ["s2", 1, 2],
      ["s3", 0, 1],
    ]);
  });

  it("draws a member's blocked time in their column, beside what it overlaps, with its length", () => {
    const [anna] = memberDayColumns(frame(), DAY);
    const blocks = blocksFor(anna, [appointment({ id: 1 })], TZ, [
      {
        id: 7,
        location_id: 1,
        team_member_id: 1,
        kind: "meeting",
        title: "Team",
        start_at: "2026-11-25T09:30:00.000Z",
        end_at: "2026-11-25T10:15:00.000Z",
      },
      {
        id: 8,
        location_id: 1,
        team_member_id: 2,
        kind: "lunch",
        title: null,
        start_at: "2026-11-25T11:00:00.000Z",
        end_at: "2026-11-25T12:00:00.000Z",
      },
    ]);
    expect(
      blocks.map((b) => [b.kind, b.key, b.top, b.bottom, b.minutes, b.lane]),
    ).toEqual([
      ["appointment", "s1", 600, 660, 60, 0],
      ["blocked", "b7", 630, 675, 45, 1],
    ]);
    const [room] = resourceDayColumns(frame(), DAY);
    expect(blocksFor(room, [], TZ, [])).toEqual([]);
  });

  it("shows the hours from the earliest opening to the latest, whole hours", () => {
    const f = frame();
    const window = visibleWindow(f, memberDayColumns(f, DAY));
    expect(window).toEqual({ start: 8 * 60, end: 20 * 60 });
    expect(axisHours(window)).toHaveLength(12);
  });
});

describe("zoned times across a day on which clocks change", () => {
  // 2026-03-29: Berlin goes from 02:00 (UTC+1) to 03:00 (UTC+2).
  const SPRING = "2026-03-29";
  // 2026-10-25: Berlin goes back from 03:00 (UTC+2) to 02:00 (UTC+1).
  const AUTUMN = "2026-10-25";

  it("turns a slot of the grid into the right instant on both sides of the change", () => {
    expect(instantAt(SPRING, 60, TZ)).toBe("2026-03-29T00:00:00.000Z");
    expect(instantAt(SPRING, 9 * 60, TZ)).toBe("2026-03-29T07:00:00.000Z");
    expect(instantAt(AUTUMN, 9 * 60, TZ)).toBe("2026-10-25T08:00:00.000Z");
    expect(instantAt("2026-11-25", 9 * 60, TZ)).toBe(
      "2026-11-25T08:00:00.000Z",
    );
  });

  it("places 09:00 local at the 09:00 row after the change", () => {
    expect(wallMinutes("2026-03-29T07:00:00.000Z", SPRING, TZ)).toBe(540);
    expect(wallMinutes("2026-10-25T08:00:00.000Z", AUTUMN, TZ)).toBe(540);
    // 00:30 UTC = 01:30 local before the change, 04:30 UTC = 06:30 after it.
    expect(
      segmentOn(
        {
          start_at: "2026-03-29T00:30:00.000Z",
          end_at: "2026-03-29T04:30:00.000Z",
        },
        SPRING,
        TZ,
      ),
    ).toEqual({ top: 90, bottom: 390 });
  });

  it("clamps an interval running past midnight to the day", () => {
    expect(
      segmentOn(
        {
          start_at: "2026-11-25T22:00:00.000Z",
          end_at: "2026-11-26T02:00:00.000Z",
        },
        DAY,
        TZ,
      ),
    ).toEqual({ top: 23 * 60, bottom: 24 * 60 });
    expect(
      segmentOn(
        {
          start_at: "2026-11-24T08:00:00.000Z",
          end_at: "2026-11-24T09:00:00.000Z",
        },
        DAY,
        TZ,
      ),
    ).toBeNull();
  });

  it("formats times by the UI language on the location's clock", () => {
    expect(formatTime("2026-03-29T07:00:00.000Z", "de", TZ)).toBe("09:00");
    expect(
      formatTime("2026-03-29T07:00:00.000Z", "en", "America/New_York"),
    ).toBe("03:00 AM");
  });

  it("draws the now line only on today's column", () => {
    const now = new Date("2026-11-25T13:15:00.000Z");
    expect(nowMinutes(DAY, TZ, now)).toBe(14 * 60 + 15);
    expect(nowMinutes(addDays(DAY, 1), TZ, now)).toBeNull();
  });
});

describe("columns under the pointer, left to right and right to left", () => {
  it("counts from the left in LTR and from the right in RTL", () => {
    expect(columnIndexAt(10, 300, 3, "ltr")).toBe(0);
    expect(columnIndexAt(250, 300, 3, "ltr")).toBe(2);
    expect(columnIndexAt(10, 300, 3, "rtl")).toBe(2);
    expect(columnIndexAt(250, 300, 3, "rtl")).toBe(0);
    expect(columnIndexAt(999, 300, 3, "rtl")).toBe(0);
    expect(columnIndexAt(-5, 300, 3, "ltr")).toBe(0);
    expect(columnIndexAt(10, 300, 0, "ltr")).toBe(-1);
  });

  it("reads a sideways swipe towards the next column as +1 in either direction, a scroll as none", () => {
    // Left to right: the next column comes from the right, the finger goes left.
    expect(swipeStep(-120, 10, "ltr")).toBe(1);
    expect(swipeStep(120, -10, "ltr")).toBe(-1);
    // Right to left: mirrored, the finger goes right to the next column.
    expect(swipeStep(120, 10, "rtl")).toBe(1);
    expect(swipeStep(-120, 10, "rtl")).toBe(-1);
    // Too short, in either direction.
    expect(swipeStep(-59, 0, "ltr")).toBe(0);
    expect(swipeStep(59, 0, "rtl")).toBe(0);
    expect(swipeStep(-60, 0, "ltr")).toBe(1);
    // A scroll drifting sideways is not a swipe.
    expect(swipeStep(-80, -260, "ltr")).toBe(0);
    expect(swipeStep(80, 260, "rtl")).toBe(0);
    expect(swipeStep(-100, 60, "ltr")).toBe(0);
  });
});

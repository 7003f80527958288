import {
  formatDay,
  formatTimeAt,
  formatTimeOfDay,
  fromZonedInput,
  toZonedInput,
} from "../components/dates";
import type {
  Appointment,
  AppointmentService,
  CalendarFrame,
  Interval,
} from "./calendarTypes";

/**
 * The calendar grid as pure data (issue 9): which columns a day or week
 * shows, where each block sits, and which time a point of the grid means.
 * Positions are minutes of the location's wall clock (00:00 = 0), so a
 * day on which the clocks change keeps its hours where the axis says
 * (the skipped hour stays empty, the repeated one is drawn once).
 */

export const DAY_MINUTES = 24 * 60;
export const SNAP_MINUTES = 15;

/** "YYYY-MM-DD" plus n days. */
export const addDays = (date: string, n: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** Monday-to-Sunday dates of the week holding `date`. */
export const weekDates = (date: string): string[] => {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** Today's date on the zone's clock. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  toZonedInput(now, timeZone).slice(0, 10);

/** The minutes of the zone's wall clock an instant falls on, relative to `date` (clamped to the day). */
export const wallMinutes = (
  instant: string | Date,
  date: string,
  timeZone: string,
): number => {
  const wall = toZonedInput(instant, timeZone);
  const day = wall.slice(0, 10);
  if (day < date) return 0;
  if (day > date) return DAY_MINUTES;
  return Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
};

export interface Segment {
  top: number;
  bottom: number;
}

/** The part of an interval that lies on `date`, in wall minutes; null when none. */
export const segmentOn = (
  interval: Interval,
  date: string,
  timeZone: string,
): Segment | null => {
  const top = wallMinutes(interval.start_at, date, timeZone);
  const bottom = wallMinutes(interval.end_at, date, timeZone);
  if (bottom <= top) return null;
  return { top, bottom };
};

const segmentsOn = (intervals: Interval[], date: string, timeZone: string) =>
  intervals
    .map((interval) => segmentOn(interval, date, timeZone))
    .filter((s): s is Segment => s !== null);

/** The instant of wall minute `minutes` of `date` in the zone (ISO, UTC). */
export const instantAt = (
  date: string,
  minutes: number,
  timeZone: string,
): string => {
  const clamped = Math.max(0, Math.min(DAY_MINUTES - 1, Math.round(minutes)));
  const hh = String(Math.floor(clamped / 60)).padStart(2, "0");
  const mm = String(clamped % 60).padStart(2, "0");
  return fromZonedInput(`${date}T${hh}:${mm}`, timeZone)!;
};

export const snapMinutes = (minutes: number, step = SNAP_MINUTES): number =>
  Math.round(minutes / step) * step;

export interface LabelledSegment extends Segment {
  label: string;
}

export interface Column {
  key: string;
  kind: "member" | "resource";
  id: number;
  name: string;
  colour: string | null;
  date: string;
  /** Working time (members) or hours (resources): shaded; the rest is grey. */
  working: Segment[];
  timeOff: LabelledSegment[];
  /** The close date's description when the location is closed that day. */
  closed: string | null;
}

const closedOn = (frame: CalendarFrame, date: string): string | null => {
  const day = frame.days.find((d) => d.date === date);
  if (!day?.close_date) return null;
  return day.close_date.description ?? "";
};

const memberColumn = (
  frame: CalendarFrame,
  member: CalendarFrame["team_members"][number],
  date: string,
): Column => ({
  key: `member-${member.id}-${date}`,
  kind: "member",
  id: member.id,
  name: member.name,
  colour: member.colour,
  date,
  working: segmentsOn(member.working, date, frame.time_zone),
  timeOff: member.time_off
    .map((off) => {
      const segment = segmentOn(off, date, frame.time_zone);
      return segment && { ...segment, label: off.note || off.type };
    })
    .filter((s): s is LabelledSegment => Boolean(s)),
  closed: closedOn(frame, date),
});

const resourceColumn = (
  frame: CalendarFrame,
  resource: CalendarFrame["resources"][number],
  date: string,
): Column => ({
  key: `resource-${resource.id}-${date}`,
  kind: "resource",
  id: resource.id,
  name: resource.name,
  colour: null,
  date,
  working: segmentsOn(resource.hours, date, frame.time_zone),
  timeOff: [],
  closed: closedOn(frame, date),
});

const activeServices = (appointments: Appointment[]) =>
  appointments
    .filter((a) => a.status !== "cancelled")
    .flatMap((a) => a.services.map((s) => ({ appointment: a, service: s })));

/**
 * Day view by member: each member working that day or booked that day,
 * in calendar order (sort order, then the frame's order), optionally of
 * one department.
 */
export const memberDayColumns = (
  frame: CalendarFrame,
  date: string,
  appointments: Appointment[] = [],
  departmentId?: number | null,
): Column[] => {
  const booked = new Set(
    activeServices(appointments)
      .filter(({ service }) => segmentOn(service, date, frame.time_zone))
      .map(({ service }) => service.team_member_id),
  );
  return frame.team_members
    .map((member, index) => ({ member, index }))
    .filter(
      ({ member }) =>
        departmentId == null || member.department_id === departmentId,
    )
    .sort(
      (a, b) => a.member.sort_order - b.member.sort_order || a.index - b.index,
    )
    .map(({ member }) => memberColumn(frame, member, date))
    .filter((column) => column.working.length > 0 || booked.has(column.id));
};

/** Day view by resource: every resource of the location. */
export const resourceDayColumns = (
  frame: CalendarFrame,
  date: string,
): Column[] =>
  frame.resources.map((resource) => resourceColumn(frame, resource, date));

/** Week view: one column per day for one member or resource. */
export const weekColumns = (
  frame: CalendarFrame,
  dates: string[],
  kind: "member" | "resource",
  id: number,
): Column[] => {
  if (kind === "member") {
    const member = frame.team_members.find((m) => m.id === id);
    return member ? dates.map((d) => memberColumn(frame, member, d)) : [];
  }
  const resource = frame.resources.find((r) => r.id === id);
  return resource ? dates.map((d) => resourceColumn(frame, resource, d)) : [];
};

export interface Block extends Segment {
  appointment: Appointment;
  service: AppointmentService;
  /** Processing or blocked time after the service, in wall minutes. */
  extra: (Segment & { type: "processing_after" | "blocked_after" }) | null;
  lane: number;
  lanes: number;
}

const placeLanes = (blocks: Omit<Block, "lane" | "lanes">[]): Block[] => {
  const sorted = [...blocks].sort(
    (a, b) => a.top - b.top || b.bottom - a.bottom,
  );
  const placed: Block[] = [];
  let cluster: Block[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((b) => b.lane + 1));
    cluster.forEach((b) => (b.lane >= 0 ? (b.lanes = lanes) : null));
    cluster = [];
  };
  for (const block of sorted) {
    const end = block.extra?.bottom ?? block.bottom;
    if (block.top >= clusterEnd) closeCluster();
    const busy = new Set(
      cluster
        .filter((b) => (b.extra?.bottom ?? b.bottom) > block.top)
        .map((b) => b.lane),
    );
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    const withLane: Block = { ...block, lane, lanes: 1 };
    cluster.push(withLane);
    placed.push(withLane);
    clusterEnd = Math.max(clusterEnd, end);
  }
  closeCluster();
  return placed;
};

/** The appointment services drawn in a column (cancelled ones are not). */
export const blocksFor = (
  column: Column,
  appointments: Appointment[],
  timeZone: string,
): Block[] => {
  const mine = activeServices(appointments).filter(({ service }) =>
    column.kind === "member"
      ? service.team_member_id === column.id
      : service.resource_id === column.id,
  );
  const blocks = mine
    .map(({ appointment, service }) => {
      const segment = segmentOn(service, column.date, timeZone);
      if (!segment) return null;
      const extraMinutes =
        service.extra_time_type === "none" ? 0 : service.extra_time_minutes;
      const extra =
        extraMinutes > 0 && service.extra_time_type !== "none"
          ? {
              top: segment.bottom,
              bottom: Math.min(DAY_MINUTES, segment.bottom + extraMinutes),
              type: service.extra_time_type,
            }
          : null;
      return { ...segment, appointment, service, extra };
    })
    .filter((b): b is Omit<Block, "lane" | "lanes"> => b !== null);
  return placeLanes(blocks);
};

export interface TimeWindow {
  start: number;
  end: number;
}

const DEFAULT_WINDOW: TimeWindow = { start: 9 * 60, end: 18 * 60 };

/**
 * The hours the grid shows: from the earliest opening, working time or
 * booking of the shown days to the latest, whole hours, 09:00–18:00 when
 * nothing is known.
 */
export const visibleWindow = (
  frame: CalendarFrame,
  columns: Column[],
  appointments: Appointment[] = [],
): TimeWindow => {
  const dates = new Set(columns.map((c) => c.date));
  const segments: Segment[] = [
    ...frame.days
      .filter((d) => dates.has(d.date))
      .flatMap((d) => segmentsOn(d.open, d.date, frame.time_zone)),
    ...columns.flatMap((c) => [...c.working, ...c.timeOff]),
    ...columns.flatMap((c) => blocksFor(c, appointments, frame.time_zone)),
  ];
  if (segments.length === 0) return DEFAULT_WINDOW;
  const start = Math.min(...segments.map((s) => s.top));
  const end = Math.max(...segments.map((s) => s.bottom));
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60),
  };
};

/** The wall hours of the axis, e.g. [540, 600, …] for 09:00, 10:00, … */
export const axisHours = (window: TimeWindow): number[] => {
  const hours: number[] = [];
  for (let m = window.start; m < window.end; m += 60) hours.push(m);
  return hours;
};

/** Wall minutes as the UI language writes a time of day ("14:00", "02:00 PM"). */
export const formatWallTime = (minutes: number, localeTag: string): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return formatTimeOfDay(
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
    localeTag,
  );
};

/** An instant's time of day on the zone's clock, in the UI language (the dates module's). */
export const formatTime = formatTimeAt;

/** A date ("2026-11-25") as the UI language writes it, with the weekday (the dates module's). */
export { formatDay };

/** Where the now line sits in a column of `date`, or null on another day. */
export const nowMinutes = (
  date: string,
  timeZone: string,
  now: Date = new Date(),
): number | null =>
  todayIn(timeZone, now) === date ? wallMinutes(now, date, timeZone) : null;

/**
 * Which column a pointer at `x` (from the start of the columns' box of
 * `width`) is over. Columns run from the left in left-to-right languages
 * and from the right in right-to-left ones.
 */
export const columnIndexAt = (
  x: number,
  width: number,
  count: number,
  direction: "ltr" | "rtl",
): number => {
  if (count <= 0 || width <= 0) return -1;
  const fromLeft = Math.min(
    count - 1,
    Math.max(0, Math.floor((x / width) * count)),
  );
  return direction === "rtl" ? count - 1 - fromLeft : fromLeft;
};

/** How far a finger goes sideways, in CSS px, to swipe to another column. */
export const SWIPE_PX = 60;

/**
 * Where a swipe of (dx, dy) px on the phone's one column goes: 1 to the
 * next column, -1 to the previous, 0 nowhere (too short, or more up and
 * down than sideways, as a scroll is). The next column comes in from the
 * end of the line: from the right in left-to-right languages (the finger
 * goes left), from the left in right-to-left ones (the finger goes right).
 */
export const swipeStep = (
  dx: number,
  dy: number,
  direction: "ltr" | "rtl",
): -1 | 0 | 1 => {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return (direction === "rtl" ? dx > 0 : dx < 0) ? 1 : -1;
};

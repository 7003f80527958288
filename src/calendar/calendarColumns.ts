import { segmentOn, segmentsOn, type Segment } from "./calendarTime";
import type {
  Appointment,
  BlockedTime,
  CalendarFrame,
  FrameMember,
} from "./calendarTypes";

/**
 * Which columns a day or week shows (issues 9 and 23), as pure data. A
 * day shows a column per member (or resource); a week shows a column per
 * day holding every shown member's appointments. Members who take no
 * bookings (a receptionist) are no columns unless they are booked.
 */

export interface LabelledSegment extends Segment {
  label: string;
}

export interface Column {
  key: string;
  kind: "member" | "resource";
  /** The one member or resource of the column; null for a week's day of several. */
  id: number | null;
  /** Whose appointments and blocked times the column holds. */
  ids: number[];
  name: string;
  colour: string | null;
  date: string;
  /** Working time (members) or hours (resources): shaded; the rest is grey. */
  working: Segment[];
  timeOff: LabelledSegment[];
  /** The close date's description when the location is closed that day. */
  closed: string | null;
}

export const closedOn = (frame: CalendarFrame, date: string): string | null => {
  const day = frame.days.find((d) => d.date === date);
  if (!day?.close_date) return null;
  return day.close_date.description ?? "";
};

const timeOffOn = (frame: CalendarFrame, member: FrameMember, date: string) =>
  member.time_off
    .map((off) => {
      const segment = segmentOn(off, date, frame.time_zone);
      return segment && { ...segment, label: off.note || off.type };
    })
    .filter((s): s is LabelledSegment => Boolean(s));

const memberColumn = (
  frame: CalendarFrame,
  member: FrameMember,
  date: string,
): Column => ({
  key: `member-${member.id}-${date}`,
  kind: "member",
  id: member.id,
  ids: [member.id],
  name: member.name,
  colour: member.colour,
  date,
  working: segmentsOn(member.working, date, frame.time_zone),
  timeOff: timeOffOn(frame, member, date),
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
  ids: [resource.id],
  name: resource.name,
  colour: null,
  date,
  working: segmentsOn(resource.hours, date, frame.time_zone),
  timeOff: [],
  closed: closedOn(frame, date),
});

export const activeServices = (appointments: Appointment[]) =>
  appointments
    .filter((a) => a.status !== "cancelled")
    .flatMap((a) => a.services.map((s) => ({ appointment: a, service: s })));

/** Members with an active appointment or a blocked time on one of `dates`. */
const bookedMembers = (
  frame: CalendarFrame,
  dates: string[],
  appointments: Appointment[],
  blocked: BlockedTime[],
) => {
  const on = (i: { start_at: string; end_at: string }) =>
    dates.some((d) => segmentOn(i, d, frame.time_zone));
  return new Set([
    ...activeServices(appointments)
      .filter(({ service }) => on(service))
      .map(({ service }) => service.team_member_id),
    ...blocked.filter(on).map((b) => b.team_member_id),
  ]);
};

export interface MemberChoice {
  /** Only this department's members. */
  departmentId?: number | null;
  /** The members the user chose to see; null = everyone who takes bookings. */
  chosen?: readonly number[] | null;
  /** The signed-in user's own member: first. */
  own?: number | null;
  appointments?: Appointment[];
  blocked?: BlockedTime[];
}

/**
 * The members a day or week shows, in calendar order (the user's own
 * first, then sort order): those who take bookings, or are booked in the
 * range, of the chosen department and among the chosen members.
 */
export const shownMembers = (
  frame: CalendarFrame,
  dates: string[],
  choice: MemberChoice = {},
): FrameMember[] => {
  const booked = bookedMembers(
    frame,
    dates,
    choice.appointments ?? [],
    choice.blocked ?? [],
  );
  const chosen = choice.chosen ? new Set(choice.chosen) : null;
  const own = choice.own ?? null;
  return frame.team_members
    .map((member, index) => ({ member, index }))
    .filter(
      ({ member }) =>
        (member.bookable !== false || booked.has(member.id)) &&
        (choice.departmentId == null ||
          member.department_id === choice.departmentId) &&
        (chosen === null || chosen.has(member.id)),
    )
    .sort(
      (a, b) =>
        Number(b.member.id === own) - Number(a.member.id === own) ||
        a.member.sort_order - b.member.sort_order ||
        a.index - b.index,
    )
    .map(({ member }) => member);
};

/** Day view by member: each shown member working or booked that day. */
export const memberDayColumns = (
  frame: CalendarFrame,
  date: string,
  choice: MemberChoice = {},
): Column[] => {
  const booked = bookedMembers(
    frame,
    [date],
    choice.appointments ?? [],
    choice.blocked ?? [],
  );
  return shownMembers(frame, [date], choice)
    .map((member) => memberColumn(frame, member, date))
    .filter((column) => column.working.length > 0 || booked.has(column.id!));
};

/** Day view by resource: every resource of the location. */
export const resourceDayColumns = (
  frame: CalendarFrame,
  date: string,
): Column[] =>
  frame.resources.map((resource) => resourceColumn(frame, resource, date));

/** Segments covering every one of the lists' (merged where they touch). */
const union = (lists: Segment[][]): Segment[] => {
  const all = lists.flat().sort((a, b) => a.top - b.top);
  const out: Segment[] = [];
  for (const s of all) {
    const last = out[out.length - 1];
    if (last && s.top <= last.bottom)
      last.bottom = Math.max(last.bottom, s.bottom);
    else out.push({ ...s });
  }
  return out;
};

/**
 * Week view: one column per day with the entries of every member (or
 * resource) given, shaded where any of them works; the column is that
 * member's when there is only one.
 */
export const weekColumns = (
  frame: CalendarFrame,
  dates: string[],
  kind: "member" | "resource",
  ids: number[],
): Column[] => {
  const wanted = new Set(ids);
  const members = frame.team_members.filter((m) => wanted.has(m.id));
  const resources = frame.resources.filter((r) => wanted.has(r.id));
  const one =
    kind === "member"
      ? members.length === 1
        ? members[0]
        : null
      : resources.length === 1
        ? resources[0]
        : null;
  return dates.map((date) => ({
    key: `${kind}-week-${date}`,
    kind,
    id: one?.id ?? null,
    ids,
    name: date,
    colour: kind === "member" && one ? (one as FrameMember).colour : null,
    date,
    working: union(
      kind === "member"
        ? members.map((m) => segmentsOn(m.working, date, frame.time_zone))
        : resources.map((r) => segmentsOn(r.hours, date, frame.time_zone)),
    ),
    timeOff:
      kind === "member" && members.length === 1
        ? timeOffOn(frame, members[0], date)
        : [],
    closed: closedOn(frame, date),
  }));
};

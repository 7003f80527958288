import { activeServices, type Column } from "./calendarColumns";
import {
  DAY_MINUTES,
  segmentOn,
  segmentsOn,
  type Segment,
  type TimeWindow,
} from "./calendarTime";
import type {
  Appointment,
  AppointmentService,
  BlockedTime,
  CalendarFrame,
} from "./calendarTypes";

/**
 * What a column draws and where (issues 9 and 23), as pure data: each
 * appointment service and each blocked time as a block at its wall time,
 * side by side where they overlap.
 */

interface BlockPlace extends Segment {
  /** Unique on the grid: what a drag follows. */
  key: string;
  /** The length it has now, in minutes (a resize starts from it). */
  minutes: number;
  /** Processing or blocked time after a service, in wall minutes. */
  extra: (Segment & { type: "processing_after" | "blocked_after" }) | null;
  lane: number;
  lanes: number;
}

/** One service of an appointment. */
export interface AppointmentBlockData extends BlockPlace {
  kind: "appointment";
  appointment: Appointment;
  service: AppointmentService;
}

/** A blocked time (lunch, a meeting…) of a member. */
export interface BlockedBlockData extends BlockPlace {
  kind: "blocked";
  blocked: BlockedTime;
}

export type Block = AppointmentBlockData | BlockedBlockData;

type Unplaced = Block extends infer B
  ? B extends Block
    ? Omit<B, "lane" | "lanes">
    : never
  : never;

const end = (b: Unplaced | Block) => b.extra?.bottom ?? b.bottom;

const placeLanes = (blocks: Unplaced[]): Block[] => {
  const sorted = [...blocks].sort(
    (a, b) => a.top - b.top || b.bottom - a.bottom,
  );
  const placed: Block[] = [];
  let cluster: Block[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((b) => b.lane + 1));
    cluster.forEach((b) => (b.lanes = lanes));
    cluster = [];
  };
  for (const block of sorted) {
    if (block.top >= clusterEnd) closeCluster();
    const busy = new Set(
      cluster.filter((b) => end(b) > block.top).map((b) => b.lane),
    );
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    const withLane = { ...block, lane, lanes: 1 } as Block;
    cluster.push(withLane);
    placed.push(withLane);
    clusterEnd = Math.max(clusterEnd, end(block));
  }
  closeCluster();
  return placed;
};

const MINUTE = 60_000;

/**
 * The appointment services (cancelled ones are not drawn) and blocked times
 * of a column's members or resources on its date.
 */
export const blocksFor = (
  column: Column,
  appointments: Appointment[],
  timeZone: string,
  blocked: BlockedTime[] = [],
): Block[] => {
  const ids = new Set(column.ids);
  const services: Unplaced[] = activeServices(appointments)
    .filter(({ service }) =>
      column.kind === "member"
        ? ids.has(service.team_member_id)
        : service.resource_id !== null && ids.has(service.resource_id),
    )
    .flatMap(({ appointment, service }) => {
      const segment = segmentOn(service, column.date, timeZone);
      if (!segment) return [];
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
      return [
        {
          ...segment,
          kind: "appointment" as const,
          key: `s${service.id}`,
          minutes: service.duration_minutes,
          appointment,
          service,
          extra,
        },
      ];
    });
  const times: Unplaced[] =
    column.kind === "member"
      ? blocked
          .filter((b) => ids.has(b.team_member_id))
          .flatMap((b) => {
            const segment = segmentOn(b, column.date, timeZone);
            if (!segment) return [];
            return [
              {
                ...segment,
                kind: "blocked" as const,
                key: `b${b.id}`,
                minutes: Math.round(
                  (Date.parse(b.end_at) - Date.parse(b.start_at)) / MINUTE,
                ),
                blocked: b,
                extra: null,
              },
            ];
          })
      : [];
  return placeLanes([...services, ...times]);
};

const DEFAULT_WINDOW: TimeWindow = { start: 9 * 60, end: 18 * 60 };

/**
 * The hours the grid shows: from the earliest opening, working time,
 * booking or blocked time of the shown days to the latest, whole hours,
 * 09:00–18:00 when nothing is known.
 */
export const visibleWindow = (
  frame: CalendarFrame,
  columns: Column[],
  appointments: Appointment[] = [],
  blocked: BlockedTime[] = [],
): TimeWindow => {
  const dates = new Set(columns.map((c) => c.date));
  const segments: Segment[] = [
    ...frame.days
      .filter((d) => dates.has(d.date))
      .flatMap((d) => segmentsOn(d.open, d.date, frame.time_zone)),
    ...columns.flatMap((c) => [...c.working, ...c.timeOff]),
    ...columns.flatMap((c) =>
      blocksFor(c, appointments, frame.time_zone, blocked),
    ),
  ];
  if (segments.length === 0) return DEFAULT_WINDOW;
  const start = Math.min(...segments.map((s) => s.top));
  const stop = Math.max(...segments.map((s) => s.bottom));
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(DAY_MINUTES, Math.ceil(stop / 60) * 60),
  };
};

/** The button inside a block (appointment or blocked time): its box and compact text. */
export const blockButtonSx = (height: number) =>
  ({
    display: "block",
    width: "100%",
    height,
    overflow: "hidden",
    textAlign: "start",
    font: "inherit",
    fontSize: "0.75rem",
    lineHeight: 1.2,
    px: 0.5,
    py: 0.25,
  }) as const;

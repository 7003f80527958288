import type {
  Appointment,
  AppointmentService,
  AppointmentStatus,
  BookingRefusal,
  Channel,
} from "../../calendar/calendarTypes";

/** Appointments as the calendar writes them (DOMAIN §3.30). Pure, no React. */

export const CHANNELS: readonly Channel[] = [
  "in_store",
  "phone",
  "online",
  "walk_in",
];

export const STATUSES: readonly AppointmentStatus[] = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
  "no_show",
  "cancelled",
];

const FORWARD: AppointmentStatus[] = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
];

/**
 * The statuses an appointment may move to next (§3.30): the following
 * steps, no-show once its start has passed (`started`), and cancel; a
 * no-show only back to booked (its undo, issue 23).
 */
export const nextStatuses = (
  status: AppointmentStatus,
  started = true,
): AppointmentStatus[] => {
  if (status === "no_show") return ["booked"];
  const at = FORWARD.indexOf(status);
  if (at < 0 || status === "completed") return [];
  return [
    ...FORWARD.slice(at + 1),
    ...(started ? (["no_show"] as const) : []),
    "cancelled",
  ];
};

/** Still changeable (moved, resized, edited). */
export const isOpen = (appointment: Pick<Appointment, "status">) =>
  !["completed", "no_show", "cancelled"].includes(appointment.status);

export interface ServiceLine {
  service_id: number | "";
  pricing_option_id: number | "";
  team_member_id: number | "";
  resource_id: number | "";
  /** ISO instant. */
  start_at: string;
  duration_minutes: number | "";
  /** Minor units, or "" for the service's price. */
  price: number | "";
}

export interface NewClient {
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
}

export interface BookingDraft {
  client_id: number | null;
  new_client: NewClient | null;
  location_id: number;
  channel: Channel;
  notes: string;
  services: ServiceLine[];
}

export const emptyLine = (
  start_at: string,
  team_member_id: number | "" = "",
): ServiceLine => ({
  service_id: "",
  pricing_option_id: "",
  team_member_id,
  resource_id: "",
  start_at,
  duration_minutes: "",
  price: "",
});

const MINUTE = 60_000;

/** The instant a line ends (for chaining the next service after it). */
export const lineEnd = (line: ServiceLine, fallbackMinutes = 30): string =>
  new Date(
    new Date(line.start_at).getTime() +
      (Number(line.duration_minutes) || fallbackMinutes) * MINUTE,
  ).toISOString();

const optional = <T>(value: T | "") => (value === "" ? undefined : value);

/** The POST/PUT body of CALENDAR_API.md from the form's draft. */
export const bookingBody = (
  draft: BookingDraft,
  confirmOutsideHours = false,
) => ({
  ...(draft.new_client
    ? {
        new_client: {
          first_name: draft.new_client.first_name.trim(),
          ...(draft.new_client.last_name.trim()
            ? { last_name: draft.new_client.last_name.trim() }
            : {}),
          ...(draft.new_client.mobile.trim()
            ? { mobile: draft.new_client.mobile.trim() }
            : {}),
          ...(draft.new_client.email.trim()
            ? { email: draft.new_client.email.trim() }
            : {}),
        },
      }
    : { client_id: draft.client_id }),
  location_id: draft.location_id,
  channel: draft.channel,
  notes: draft.notes.trim() || null,
  ...(confirmOutsideHours ? { confirm_outside_hours: true } : {}),
  services: draft.services.map((line) => ({
    service_id: line.service_id,
    pricing_option_id: optional(line.pricing_option_id),
    team_member_id: line.team_member_id,
    resource_id: optional(line.resource_id) ?? null,
    start_at: line.start_at,
    duration_minutes: optional(line.duration_minutes),
    price: optional(line.price),
  })),
});

/** The first problem the form must fix before sending (its message key, and the line it is on), or null. */
export const draftProblem = (
  draft: BookingDraft,
  optionsOf: (serviceId: number) => number = () => 0,
): { key: string; line?: number } | null => {
  if (draft.new_client && !draft.new_client.first_name.trim())
    return { key: "first_name" };
  if (draft.services.length === 0) return { key: "services" };
  for (const [line, l] of draft.services.entries()) {
    if (l.service_id === "") return { key: "service_id", line };
    if (l.pricing_option_id === "" && optionsOf(l.service_id) > 1)
      return { key: "pricing_option_id", line };
    if (l.team_member_id === "") return { key: "team_member_id", line };
    if (!l.start_at) return { key: "start_at", line };
  }
  return null;
};

/**
 * The lines with line `index` replaced by `next`; the lines after it that
 * followed on from it (each starting where the one before ended) move with
 * its new end, so choosing a longer option keeps the services back to back.
 */
export const reflowLines = (
  lines: ServiceLine[],
  index: number,
  next: ServiceLine,
): ServiceLine[] => {
  const out = [...lines];
  let oldEnd = lineEnd(lines[index]);
  out[index] = next;
  let newEnd = lineEnd(next);
  for (let i = index + 1; i < out.length; i++) {
    const line = out[i];
    if (Date.parse(line.start_at) !== Date.parse(oldEnd)) break;
    oldEnd = lineEnd(line);
    out[i] = { ...line, start_at: newEnd };
    newEnd = lineEnd(out[i]);
  }
  return out;
};

/** A draft from a stored appointment (edit and reschedule). */
export const draftOf = (appointment: Appointment): BookingDraft => ({
  client_id: appointment.client_id,
  new_client: null,
  location_id: appointment.location_id,
  channel: appointment.channel,
  notes: appointment.notes ?? "",
  services: [...appointment.services]
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => ({
      service_id: s.service_id,
      pricing_option_id: s.pricing_option_id ?? "",
      team_member_id: s.team_member_id,
      resource_id: s.resource_id ?? "",
      start_at: s.start_at,
      duration_minutes: s.duration_minutes,
      price: s.price,
    })),
});

const shifted = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * MINUTE).toISOString();

const serviceBody = (s: AppointmentService) => ({
  service_id: s.service_id,
  pricing_option_id: s.pricing_option_id ?? undefined,
  team_member_id: s.team_member_id,
  resource_id: s.resource_id,
  start_at: s.start_at,
  duration_minutes: s.duration_minutes,
  price: s.price,
  is_requested_member: s.is_requested_member,
});

const keptFields = (a: Appointment) => ({
  client_id: a.client_id,
  location_id: a.location_id,
  channel: a.channel,
  notes: a.notes,
});

/**
 * The PUT body that moves one service of an appointment (issue 23: a
 * receptionist drags a part, and only that part moves): the dragged
 * service shifts by the drop and goes to `toMemberId` or `toResourceId`
 * when it was dropped on another column; the appointment's other services
 * stay where they are. The booking rules check the result as a whole
 * (a part dropped over its sibling's member and time is refused).
 */
export const moveBody = (
  appointment: Appointment,
  serviceId: number,
  minutesDelta: number,
  to: { memberId?: number; resourceId?: number } = {},
) => ({
  ...keptFields(appointment),
  services: appointment.services.map((s) =>
    s.id !== serviceId
      ? serviceBody(s)
      : {
          ...serviceBody(s),
          start_at: shifted(s.start_at, minutesDelta),
          ...(to.memberId !== undefined ? { team_member_id: to.memberId } : {}),
          ...(to.resourceId !== undefined
            ? { resource_id: to.resourceId }
            : {}),
        },
  ),
});

/** The PUT body that gives one service a new duration (at least one snap step). */
export const resizeBody = (
  appointment: Appointment,
  serviceId: number,
  durationMinutes: number,
) => ({
  ...keptFields(appointment),
  services: appointment.services.map((s) => ({
    ...serviceBody(s),
    ...(s.id === serviceId
      ? { duration_minutes: Math.max(5, Math.round(durationMinutes)) }
      : {}),
  })),
});

/** The refusal carried by a failed call (HttpError body), if it is one. */
export const refusalOf = (error: unknown): BookingRefusal | null => {
  const body = (error as { body?: unknown })?.body;
  const status = (error as { status?: number })?.status ?? 0;
  const message = (error as { message?: string })?.message ?? "";
  if (body && typeof body === "object" && "message" in body) {
    return { ...(body as BookingRefusal), status };
  }
  return message ? { status, message } : null;
};

/** The client's name as the calendar shows it (walk-in when none). */
export const clientLabel = (
  client: Appointment["client"],
  walkIn: string,
): string =>
  client
    ? [client.first_name, client.last_name].filter(Boolean).join(" ")
    : walkIn;

import { formatDay, formatTime, todayIn } from "../../calendar/calendarModel";
import type {
  BookingRefusal,
  RefusalConflict,
} from "../../calendar/calendarTypes";

const R = "resources.appointments.refusals";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Wording {
  translate: Translate;
  localeTag: string;
  /** The location's zone: times as the calendar shows them. */
  timeZone: string;
}

/** The reasons the SPA words itself (docs/calendar-api.md); any other keeps the server's English. */
const REASONS = new Set([
  "service_not_at_location",
  "member_not_at_location",
  "resource_not_at_location",
  "member_cannot_perform",
  "resource_not_for_service",
  "no_resource_for_service",
  "overlap",
  "overlap_race",
  "close_date",
  "member_outside_hours",
  "resource_outside_hours",
  "service_unavailable",
  "not_changeable",
]);

const conflictText = (c: RefusalConflict, w: Wording) => {
  const span = {
    name: c.name,
    start: formatTime(c.start_at, w.localeTag, w.timeZone),
    end: formatTime(c.end_at, w.localeTag, w.timeZone),
  };
  if (c.blocked_time) {
    const kind = w.translate(
      `resources.appointments.blocked.kinds.${c.blocked_time.kind}`,
    );
    return w.translate(`${R}.conflict_blocked`, {
      ...span,
      label: c.blocked_time.title ? `${kind}: ${c.blocked_time.title}` : kind,
    });
  }
  return c.reference
    ? w.translate(`${R}.conflict_booked`, { ...span, reference: c.reference })
    : w.translate(`${R}.conflict_twice`, span);
};

/**
 * A booking refusal in the user's language, with times and dates as the
 * calendar writes them ("02:30 PM" where the grid says so), from the
 * refusal's reason and params (issue 23); the server's English sentence
 * when it names no reason this version knows.
 */
export const refusalText = (r: BookingRefusal, w: Wording): string => {
  if (!r.reason || !REASONS.has(r.reason)) return r.message;
  const p = r.params ?? {};
  const text = (v: unknown) => (v == null ? "" : String(v));
  const time = (v: unknown) =>
    typeof v === "string" ? formatTime(v, w.localeTag, w.timeZone) : "";
  const day = (v: unknown) =>
    typeof v === "string" ? formatDay(v, w.localeTag, "long") : "";
  const dayOf = (v: unknown) =>
    typeof v === "string" ? day(todayIn(w.timeZone, new Date(v))) : "";
  let sentence: string;
  switch (r.reason) {
    case "overlap":
      sentence = [
        ...new Set((r.conflicts ?? []).map((c) => conflictText(c, w))),
      ].join(" ");
      if (!sentence) sentence = r.message;
      break;
    case "overlap_race":
      sentence = w.translate(
        `${R}.overlap_race_${p.subject === "resource" ? "resource" : "member"}`,
      );
      break;
    case "member_outside_hours":
    case "resource_outside_hours":
      sentence = w.translate(`${R}.${r.reason}`, {
        member: text(p.member),
        resource: text(p.resource),
        start: time(p.start_at),
        end: time(p.end_at),
        date: dayOf(p.start_at),
      });
      break;
    case "close_date":
      sentence = w.translate(`${R}.close_date`, {
        location: text(p.location),
        date: day(p.date),
        description: text(p.description),
      });
      break;
    case "service_unavailable":
      sentence = w.translate(`${R}.service_unavailable`, {
        service: text(p.service),
        time: time(p.start_at),
        date: dayOf(p.start_at),
      });
      break;
    case "not_changeable":
      sentence = w.translate(`${R}.not_changeable`, {
        reference: text(p.reference),
        status: w.translate(
          `resources.appointments.statuses.${text(p.status)}`,
        ),
      });
      break;
    default:
      sentence = w.translate(
        `${R}.${r.reason}`,
        Object.fromEntries(Object.entries(p).map(([k, v]) => [k, text(v)])),
      );
  }
  return r.can_override
    ? `${sentence} ${w.translate(`${R}.confirm_hint`)}`
    : sentence;
};

import type { AvailabilityContext, ServiceInfo } from "./context.js";
import { busyMinutes } from "./context.js";
import type { BookingInput, PlannedService } from "./bookingTypes.js";

const MINUTE = 60_000;

/** The option a line books: the given one, or the service's only active one. */
function pickOption(service: ServiceInfo, id: number | null | undefined) {
  const active = service.options.filter((o) => !o.archived);
  if (id === null || id === undefined)
    return active.length === 1
      ? active[0]
      : `${service.name} has ${active.length} pricing options: choose one.`;
  const o = service.options.find((x) => x.id === id);
  if (!o) return "The selected pricing option does not belong to this service.";
  if (o.archived) return "This pricing option is archived.";
  return o;
}

/**
 * The request's lines with their snapshots (name, option, duration, extra
 * time, price) and busy ends, or the per-field errors of references that do
 * not exist or are archived (`services.0.service_id`).
 */
export function planLines(
  ctx: AvailabilityContext,
  input: BookingInput,
): { lines: PlannedService[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (ctx.location.archived) errors.location_id = "This location is archived.";
  const lines: PlannedService[] = [];
  input.lines.forEach((l, i) => {
    const fail = (field: string, message: string) => {
      errors[`services.${i}.${field}`] = message;
    };
    const service = ctx.services.get(l.service_id);
    if (!service)
      return fail("service_id", "The selected service does not exist.");
    if (service.archived)
      return fail("service_id", `${service.name} is archived.`);
    const option = pickOption(service, l.pricing_option_id);
    if (typeof option === "string") return fail("pricing_option_id", option);
    const member = ctx.members.get(l.team_member_id);
    if (!member)
      return fail("team_member_id", "The selected team member does not exist.");
    if (member.archived)
      return fail("team_member_id", `${member.name} is archived.`);
    if (l.resource_id !== null && l.resource_id !== undefined) {
      const r = ctx.resources.get(l.resource_id);
      if (!r)
        return fail("resource_id", "The selected resource does not exist.");
      if (r.archived) return fail("resource_id", `${r.name} is archived.`);
    }
    const duration = l.duration_minutes ?? option.duration_minutes;
    const type = service.extra_time_type;
    const extra = type === "none" ? 0 : service.extra_time_minutes;
    const busy = busyMinutes(duration, type, extra);
    lines.push({
      service_id: service.id,
      pricing_option_id: option.id,
      team_member_id: member.id,
      resource_id: l.resource_id ?? null,
      resource_shared: false,
      start: l.start_at,
      end: l.start_at + duration * MINUTE,
      member_busy_until: l.start_at + busy.member * MINUTE,
      resource_busy_until: l.start_at + busy.resource * MINUTE,
      duration_minutes: duration,
      extra_time_type: type,
      extra_time_minutes: extra,
      service_name: service.name,
      pricing_option_name: option.name,
      price: l.price ?? option.special_price ?? option.price,
      is_requested_member: l.is_requested_member ?? false,
      sequence: i,
    });
  });
  return Object.keys(errors).length ? { errors } : { lines };
}

import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { personName } from "../names.js";
import {
  defineReport,
  groupColumn,
  type ReportColumn,
  type Row,
} from "../types.js";
import {
  SERVICE_JOINS,
  serviceWhere,
  teamMemberFilter,
} from "./appointmentFilters.js";

const GROUPS = [
  "team_member",
  "service",
  "location",
  "channel",
  "status",
] as const;
type Group = (typeof GROUPS)[number];

/** Per group: the key, its label, and the record the label names (if any). */
const GROUPING: Record<
  Group,
  { key: SQL; label: SQL; resource?: string; values?: string }
> = {
  team_member: {
    key: sql`s.team_member_id`,
    label: personName("tm"),
    resource: "team-members",
  },
  service: {
    key: sql`s.service_id`,
    label: sql`sv.name`,
    resource: "services",
  },
  location: {
    key: sql`a.location_id`,
    label: sql`l.name`,
    resource: "locations",
  },
  channel: { key: sql`a.channel`, label: sql`a.channel`, values: "channel" },
  status: {
    key: sql`a.status`,
    label: sql`a.status`,
    values: "appointment_status",
  },
};

const filters = z
  .object({
    team_member_id: teamMemberFilter,
    group_by: z
      .enum(GROUPS, { error: `Group by one of: ${GROUPS.join(", ")}.` })
      .optional(),
  })
  .strict();

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** The measures of a group (or of all groups: the totals) from the counts the query sends. */
function measures(r: Row): Row {
  const n = (k: string) => Number(r[k] ?? 0);
  const appointments = n("appointments");
  const services = n("services_booked");
  const value = n("value");
  return {
    appointments,
    services_booked: services,
    value,
    value_completed: n("value_completed"),
    online_pct: pct(n("online"), appointments),
    requested_pct: pct(n("requested"), services),
    completed: n("completed"),
    cancelled: n("cancelled"),
    no_show: n("no_show"),
    // Minor units, half away from zero (values are never negative).
    average_value: appointments > 0 ? Math.round(value / appointments) : null,
  };
}

const NUMBERS: ReportColumn[] = [
  { key: "appointments", type: "quantity" },
  { key: "services_booked", type: "quantity" },
  { key: "value", type: "money" },
  { key: "value_completed", type: "money" },
  { key: "online_pct", type: "percent" },
  { key: "requested_pct", type: "percent" },
  { key: "completed", type: "quantity" },
  { key: "cancelled", type: "quantity" },
  { key: "no_show", type: "quantity" },
  { key: "average_value", type: "money" },
];

/**
 * Appointments summary (DOMAIN §5.6, service 10): the appointment services
 * of the range grouped by team member, service, location, channel or
 * status. Appointments count each appointment once per group (one with two
 * team members counts for both) and once in the totals; value = Σ price of
 * every status, value completed only completed ones; online % = online
 * appointments ÷ appointments, requested % = services with the requested
 * member ÷ services; average value = value ÷ appointments.
 */
export const appointmentsSummaryReport = defineReport({
  name: "appointments-summary",
  serviceId: 10,
  summary: "Appointments summary report",
  description:
    "The appointment services starting on the local days from–to, grouped (group_by: team_member, service, location, channel, status): appointments, services booked, value, value completed, online %, requested-member %, completed, cancelled, no-show, average value per appointment. Totals count each appointment once. Filters: location_id, team_member_id.",
  dated: true,
  filters,
  basis: () => "appointment_service_start",
  columns: (f) => {
    const g = GROUPING[(f.group_by ?? "team_member") as Group];
    return [groupColumn(g), ...NUMBERS];
  },
  defaultSort: () => ({ key: "group", order: "asc" }),
  load: async (ctx, q) => {
    const g = GROUPING[(q.filters.group_by ?? "team_member") as Group];
    const { rows } = await ctx.db.execute<Row>(sql`
      select grouping(${g.key}) = 1 as is_total, ${g.key} as group_id, ${g.label} as "group",
        count(distinct a.id)::int as appointments, count(*)::int as services_booked,
        coalesce(sum(s.price), 0)::bigint as value,
        coalesce(sum(s.price) filter (where a.status = 'completed'), 0)::bigint as value_completed,
        (count(distinct a.id) filter (where a.channel = 'online'))::int as online,
        (count(*) filter (where s.is_requested_member))::int as requested,
        (count(distinct a.id) filter (where a.status = 'completed'))::int as completed,
        (count(distinct a.id) filter (where a.status = 'cancelled'))::int as cancelled,
        (count(distinct a.id) filter (where a.status = 'no_show'))::int as no_show
      from appointment_services s
      ${SERVICE_JOINS}
      join services sv on sv.merchant_id = s.merchant_id and sv.id = s.service_id
      where ${serviceWhere(ctx, q)}
      group by grouping sets ((${g.key}, ${g.label}), ())`);
    const total = rows.find((r) => r.is_total);
    return {
      kind: "rows",
      rows: rows
        .filter((r) => !r.is_total)
        .map((r) => ({ group_id: r.group_id, group: r.group, ...measures(r) })),
      totals: total ? measures(total) : measures({}),
    };
  },
});

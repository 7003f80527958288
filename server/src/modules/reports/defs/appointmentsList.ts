import { z } from "zod";
import { sql } from "drizzle-orm";
import { wireInstantSql } from "../localDays.js";
import { personName } from "../names.js";
import { defineReport } from "../types.js";
import {
  channelFilter,
  SERVICE_JOINS,
  serviceFilter,
  serviceWhere,
  statusFilter,
  teamMemberFilter,
} from "./appointmentFilters.js";

const filters = z
  .object({
    team_member_id: teamMemberFilter,
    service_id: serviceFilter,
    status: statusFilter,
    channel: channelFilter,
  })
  .strict();

/**
 * Appointments list (DOMAIN §5.6, service 10): one row per appointment
 * service on the local days of the range (its start, on its location's
 * clock), every status. The client's mobile and e-mail only for users who
 * may open clients.
 */
export const appointmentsListReport = defineReport({
  name: "appointments-list",
  serviceId: 10,
  summary: "Appointments list report",
  description:
    "One row per appointment service starting on the local days from–to (each on its location's clock): reference, client, service, start, duration, team member, resource, location, channel, booked at, price, status. Filters: location_id, team_member_id, service_id, status, channel. The client's mobile and e-mail only for users who may open clients.",
  dated: true,
  filters,
  basis: () => "appointment_service_start",
  columns: () => [
    { key: "reference", type: "text" },
    {
      key: "client_name",
      type: "text",
      empty: "walk_in",
      link: { resource: "clients", id: "client_id" },
    },
    { key: "client_mobile", type: "text", contact: true },
    { key: "client_email", type: "text", contact: true },
    { key: "service_name", type: "text" },
    { key: "start_at", type: "datetime" },
    { key: "duration_minutes", type: "quantity", total: true },
    { key: "team_member_name", type: "text" },
    { key: "resource_name", type: "text" },
    { key: "location_name", type: "text" },
    { key: "channel", type: "text", values: "channel" },
    { key: "booked_at", type: "datetime" },
    { key: "price", type: "money", total: true },
    { key: "status", type: "text", values: "appointment_status" },
  ],
  defaultSort: () => ({ key: "start_at", order: "asc" }),
  load: async (ctx, q) => {
    const contacts = ctx.contacts
      ? sql`c.mobile as client_mobile, c.email as client_email,`
      : sql``;
    const select = () => sql`
      select s.id, a.id as appointment_id, a.reference, a.client_id,
        ${personName("c")} as client_name, ${contacts}
        s.service_id, s.service_name, ${wireInstantSql(sql`s.start_at`)} as start_at,
        l.timezone as time_zone, s.duration_minutes, s.team_member_id,
        ${personName("tm")} as team_member_name, s.resource_id, r.name as resource_name,
        a.location_id, l.name as location_name, a.channel,
        ${wireInstantSql(sql`a.created_at`)} as booked_at, s.price, a.status
      from appointment_services s
      ${SERVICE_JOINS}
      left join clients c on c.merchant_id = a.merchant_id and c.id = a.client_id
      left join resources r on r.merchant_id = s.merchant_id and r.id = s.resource_id
      where ${serviceWhere(ctx, q)}`;
    return { kind: "sql", select };
  },
});

import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import {
  APPOINTMENT_CHANNELS,
  APPOINTMENT_STATUSES,
} from "../../../db/schema/index.js";
import { onLocalDays } from "../localDays.js";
import { idFilter } from "../query.js";
import type { ReportContext, ReportQuery } from "../types.js";

/** The filters the appointment reports share (DOMAIN §5.6). */
export const teamMemberFilter = idFilter("the team member");
export const serviceFilter = idFilter("the service");
export const statusFilter = z
  .enum(APPOINTMENT_STATUSES, {
    error: `The status is one of: ${APPOINTMENT_STATUSES.join(", ")}.`,
  })
  .optional();
export const channelFilter = z
  .enum(APPOINTMENT_CHANNELS, {
    error: `The channel is one of: ${APPOINTMENT_CHANNELS.join(", ")}.`,
  })
  .optional();

/**
 * The joins of an appointment service `s` to its appointment `a`, location
 * `l` (whose time zone dates it) and team member `tm`.
 */
export const SERVICE_JOINS = sql`
  join appointments a on a.merchant_id = s.merchant_id and a.id = s.appointment_id
  join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id
  join team_members tm on tm.merchant_id = s.merchant_id and tm.id = s.team_member_id`;

/**
 * Appointment services on the local days of the range (DOMAIN §5.6 basis:
 * the local date of each service's start), with the location, team member,
 * service, status and channel filters that are given.
 */
export function serviceWhere(
  ctx: ReportContext,
  q: ReportQuery<{
    team_member_id?: number;
    service_id?: number;
    status?: string;
    channel?: string;
  }>,
): SQL {
  const f = q.filters;
  const where: SQL[] = [
    sql`s.merchant_id = ${ctx.merchantId}`,
    onLocalDays(sql`s.start_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    where.push(sql`a.location_id = ${q.location_id}`);
  if (f.team_member_id !== undefined)
    where.push(sql`s.team_member_id = ${f.team_member_id}`);
  if (f.service_id !== undefined)
    where.push(sql`s.service_id = ${f.service_id}`);
  if (f.status !== undefined) where.push(sql`a.status = ${f.status}`);
  if (f.channel !== undefined) where.push(sql`a.channel = ${f.channel}`);
  return sql.join(where, sql` and `);
}

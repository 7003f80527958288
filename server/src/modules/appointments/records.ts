import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { appointmentServices, clients } from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

/**
 * Adds what the calendar shows with each appointment: its services (in
 * sequence) and its client's name and contacts (read-only), two queries for
 * a whole page.
 */
export async function withServicesAndClient(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const merchantId = rows[0].merchant_id as number | undefined;
  const ids = rows.map((r) => r.id as number);
  const clientIds = [
    ...new Set(rows.map((r) => r.client_id).filter((v) => v != null)),
  ] as number[];
  const scope =
    merchantId === undefined
      ? []
      : [eq(appointmentServices.merchant_id, merchantId)];
  const lines = await db
    .select()
    .from(appointmentServices)
    .where(and(...scope, inArray(appointmentServices.appointment_id, ids)))
    .orderBy(asc(appointmentServices.sequence), asc(appointmentServices.id));
  const people = clientIds.length
    ? await db
        .select({
          id: clients.id,
          merchant_id: clients.merchant_id,
          first_name: clients.first_name,
          last_name: clients.last_name,
          mobile: clients.mobile,
          email: clients.email,
        })
        .from(clients)
        .where(inArray(clients.id, clientIds))
    : [];
  const byAppointment = new Map<number, Row[]>();
  for (const l of lines) {
    const list = byAppointment.get(l.appointment_id) ?? [];
    list.push({
      id: l.id,
      service_id: l.service_id,
      service_name: l.service_name,
      pricing_option_id: l.pricing_option_id,
      pricing_option_name: l.pricing_option_name,
      team_member_id: l.team_member_id,
      resource_id: l.resource_id,
      start_at: isoInstant(l.start_at),
      end_at: isoInstant(l.end_at),
      duration_minutes: l.duration_minutes,
      extra_time_type: l.extra_time_type,
      extra_time_minutes: l.extra_time_minutes,
      price: l.price,
      is_requested_member: l.is_requested_member,
      sequence: l.sequence,
    });
    byAppointment.set(l.appointment_id, list);
  }
  return rows.map((r) => {
    const c = people.find(
      (p) =>
        p.id === r.client_id &&
        (merchantId === undefined || p.merchant_id === merchantId),
    );
    return {
      ...r,
      client: c
        ? {
            id: c.id,
            first_name: c.first_name,
            last_name: c.last_name,
            mobile: c.mobile,
            email: c.email,
          }
        : null,
      services: byAppointment.get(r.id as number) ?? [],
    };
  });
}

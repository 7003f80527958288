import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

interface Extra extends Row {
  id: number;
  services: Row[] | null;
  client: Row | null;
}

/**
 * Adds what the calendar shows with each appointment: its services (in
 * sequence) and its client's name and contacts (read-only), in one query
 * for a whole page, built as JSON by PostgreSQL (a row object per service
 * in the driver costs more than the rest of the list; a day has about 70).
 * Instants go out as their text, made ISO like every other column.
 */
export async function withServicesAndClient(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const merchantId = rows[0].merchant_id as number;
  const ids = `{${rows.map((r) => Math.trunc(r.id as number)).join(",")}}`;
  const { rows: extras } = await db.execute<Extra>(
    sql`select a.id,
      (select json_agg(json_build_object(
          'id', s.id, 'service_id', s.service_id, 'service_name', s.service_name,
          'pricing_option_id', s.pricing_option_id, 'pricing_option_name', s.pricing_option_name,
          'team_member_id', s.team_member_id, 'resource_id', s.resource_id,
          'start_at', s.start_at::text, 'end_at', s.end_at::text,
          'duration_minutes', s.duration_minutes, 'extra_time_type', s.extra_time_type,
          'extra_time_minutes', s.extra_time_minutes, 'price', s.price,
          'is_requested_member', s.is_requested_member, 'sequence', s.sequence)
          order by s.sequence, s.id)
        from appointment_services s
        where s.merchant_id = a.merchant_id and s.appointment_id = a.id) as services,
      (select json_build_object('id', c.id, 'first_name', c.first_name,
          'last_name', c.last_name, 'mobile', c.mobile, 'email', c.email)
        from clients c
        where c.merchant_id = a.merchant_id and c.id = a.client_id) as client
    from appointments a
    where a.merchant_id = ${merchantId} and a.id = any(${ids}::bigint[])`,
  );
  const byId = new Map(extras.map((e) => [e.id, e]));
  return rows.map((r) => {
    const e = byId.get(r.id as number);
    return {
      ...r,
      client: e?.client ?? null,
      services: (e?.services ?? []).map((s) => ({
        ...s,
        start_at: isoInstant(s.start_at),
        end_at: isoInstant(s.end_at),
      })),
    };
  });
}

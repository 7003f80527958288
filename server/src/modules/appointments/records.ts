import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { isoInstant } from "../../lib/wire.js";

type Row = Record<string, unknown>;

/** A service as the calendar shows it: instants made ISO like every other column. */
const serviceLine = (line: Row): Row => ({
  ...line,
  start_at: isoInstant(line.start_at),
  end_at: isoInstant(line.end_at),
});

interface Lines extends Row {
  services: (Row & { appointment_id: number })[] | null;
  clients: (Row & { id: number })[] | null;
  sales: { id: number; status: string }[] | null;
}

/**
 * Adds what the calendar shows with each appointment: its services (in
 * sequence), its client's name and contacts (read-only) and the status of
 * the sale that checked it out (`sale_status`: paid, part_paid, unpaid,
 * voided; null without a sale), in one query
 * for a whole page, each list sent as one JSON value (json_agg): a row
 * object per service in the driver, and drizzle mapping every column, cost
 * more than the rest of the list (a day has about 70 services). Instants go
 * out as their text, made ISO like every other column.
 */
export async function withServicesAndClient(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const merchantId = rows[0].merchant_id as number;
  const idArray = (ids: unknown[]) =>
    `{${[...new Set(ids.filter((v) => v != null))].map((v) => Math.trunc(v as number)).join(",")}}`;
  const {
    rows: [lines],
  } = await db.execute<Lines>(
    sql`select
      (select json_agg(t) from (select s.appointment_id, s.id, s.service_id, s.service_name,
          s.pricing_option_id, s.pricing_option_name, s.team_member_id, s.resource_id,
          s.start_at::text as start_at, s.end_at::text as end_at, s.duration_minutes,
          s.extra_time_type, s.extra_time_minutes, s.price, s.is_requested_member, s.sequence
        from appointment_services s
        where s.merchant_id = ${merchantId} and s.appointment_id = any(${idArray(rows.map((r) => r.id))}::bigint[])
        order by s.sequence, s.id) t) as services,
      (select json_agg(t) from (select c.id, c.first_name, c.last_name, c.mobile, c.email
        from clients c
        where c.merchant_id = ${merchantId} and c.id = any(${idArray(rows.map((r) => r.client_id))}::bigint[])) t) as clients,
      (select json_agg(t) from (select s.id, s.status
        from sales s
        where s.merchant_id = ${merchantId} and s.id = any(${idArray(rows.map((r) => r.sale_id))}::bigint[])) t) as sales`,
  );
  const byAppointment = new Map<number, Row[]>();
  for (const { appointment_id, ...line } of lines.services ?? []) {
    let list = byAppointment.get(appointment_id);
    if (!list) byAppointment.set(appointment_id, (list = []));
    list.push(serviceLine(line));
  }
  const people = new Map((lines.clients ?? []).map((c) => [c.id, c]));
  const saleStatus = new Map((lines.sales ?? []).map((x) => [x.id, x.status]));
  return rows.map((r) => ({
    ...r,
    client: people.get(r.client_id as number) ?? null,
    sale_status: saleStatus.get(r.sale_id as number) ?? null,
    services: byAppointment.get(r.id as number) ?? [],
  }));
}

/**
 * A booking's record from what the statement that stored it returned (its
 * columns with instants as PostgreSQL's text, its services in sequence and
 * its client, as JSON): the same values withServicesAndClient gives a read
 * of the row, without that read. `instants` are the row's instant columns.
 */
export function storedRecord(stored: Row, instants: readonly string[]): Row {
  const out: Row = { ...stored };
  for (const k of instants) if (k in out) out[k] = isoInstant(out[k]);
  out.services = ((stored.services as Row[] | null) ?? []).map(serviceLine);
  out.client = stored.client ?? null;
  return out;
}

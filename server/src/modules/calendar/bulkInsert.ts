import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { INACTIVE_STATUSES } from "../../db/schema/index.js";
import { formatDocumentNumber } from "../../lib/documentNumbers.js";
import type { Channel, PlannedService } from "./bookingTypes.js";

/** An appointment checked by checkBooking, with its status and timestamps (ISO instants). */
export interface AppointmentRow {
  location_id: number;
  client_id: number | null;
  channel: Channel;
  notes: string | null;
  status: string;
  cancellation_reason_id: number | null;
  cancelled_by: "client" | "business" | null;
  cancelled_at: string | null;
  is_late_cancellation: boolean;
  created_at: string;
  updated_at: string;
  services: PlannedService[];
}

const iso = (t: number) => new Date(t).toISOString();
const column = (values: unknown[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Many appointments at once, for data already passed through checkBooking
 * (the demo seed, benchmarks): references taken from the merchant's counter
 * in row order, one INSERT of appointments and one of their services, each
 * an `unnest` of one array per column. The database's exclusion constraints
 * still hold every row. Returns the new ids in row order.
 */
export async function insertAppointmentRows(
  tx: Tx,
  merchantId: number,
  rows: AppointmentRow[],
): Promise<number[]> {
  if (!rows.length) return [];
  const counter = await tx.execute<{ last_value: string | number }>(sql`
    insert into document_counters (merchant_id, kind, last_value)
    values (${merchantId}, 'appointment', ${rows.length})
    on conflict (merchant_id, kind)
    do update set last_value = document_counters.last_value + ${rows.length}
    returning last_value`);
  const first = Number(counter.rows[0]!.last_value) - rows.length + 1;
  const refs = rows.map((_, i) =>
    formatDocumentNumber("appointment", first + i),
  );
  const spans = rows.map((r) => ({
    start: Math.min(...r.services.map((s) => s.start)),
    end: Math.max(...r.services.map((s) => s.end)),
  }));
  const inserted = await tx.execute<{ id: number; reference: string }>(sql`
    insert into appointments (merchant_id, reference, client_id, location_id, status, channel,
      start_at, end_at, notes, cancellation_reason_id, cancelled_at, cancelled_by,
      is_late_cancellation, created_at, updated_at)
    select ${merchantId}, * from unnest(
      ${column(refs, "text")}, ${column(
        rows.map((r) => r.client_id),
        "bigint",
      )},
      ${column(
        rows.map((r) => r.location_id),
        "bigint",
      )}, ${column(
        rows.map((r) => r.status),
        "text",
      )},
      ${column(
        rows.map((r) => r.channel),
        "text",
      )},
      ${column(
        spans.map((s) => iso(s.start)),
        "timestamptz",
      )},
      ${column(
        spans.map((s) => iso(s.end)),
        "timestamptz",
      )},
      ${column(
        rows.map((r) => r.notes),
        "text",
      )},
      ${column(
        rows.map((r) => r.cancellation_reason_id),
        "bigint",
      )},
      ${column(
        rows.map((r) => r.cancelled_at),
        "timestamptz",
      )},
      ${column(
        rows.map((r) => r.cancelled_by),
        "text",
      )},
      ${column(
        rows.map((r) => r.is_late_cancellation),
        "boolean",
      )},
      ${column(
        rows.map((r) => r.created_at),
        "timestamptz",
      )},
      ${column(
        rows.map((r) => r.updated_at),
        "timestamptz",
      )})
    returning id, reference`);
  const idOf = new Map(inserted.rows.map((r) => [r.reference, Number(r.id)]));
  const ids = refs.map((ref) => idOf.get(ref)!);
  const lines = rows.flatMap((r, i) =>
    r.services.map((s) => ({
      ...s,
      appointment_id: ids[i],
      active: !(INACTIVE_STATUSES as readonly string[]).includes(r.status),
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
  );
  const col = <K extends keyof (typeof lines)[number]>(
    key: K,
    type: string,
    map: (v: (typeof lines)[number][K]) => unknown = (v) => v,
  ) =>
    column(
      lines.map((l) => map(l[key])),
      type,
    );
  await tx.execute(sql`
    insert into appointment_services (merchant_id, appointment_id, service_id, pricing_option_id,
      team_member_id, resource_id, start_at, end_at, duration_minutes, extra_time_type,
      extra_time_minutes, service_name, pricing_option_name, price, is_requested_member, sequence,
      active, resource_shared, member_busy_until, resource_busy_until, created_at, updated_at)
    select ${merchantId}, * from unnest(
      ${col("appointment_id", "bigint")}, ${col("service_id", "bigint")},
      ${col("pricing_option_id", "bigint")}, ${col("team_member_id", "bigint")},
      ${col("resource_id", "bigint")}, ${col("start", "timestamptz", (t) => iso(t as number))},
      ${col("end", "timestamptz", (t) => iso(t as number))}, ${col("duration_minutes", "int")},
      ${col("extra_time_type", "text")}, ${col("extra_time_minutes", "int")},
      ${col("service_name", "text")}, ${col("pricing_option_name", "text")},
      ${col("price", "bigint")}, ${col("is_requested_member", "boolean")},
      ${col("sequence", "int")}, ${col("active", "boolean")}, ${col("resource_shared", "boolean")},
      ${col("member_busy_until", "timestamptz", (t) => iso(t as number))},
      ${col("resource_busy_until", "timestamptz", (t) => iso(t as number))},
      ${col("created_at", "timestamptz")}, ${col("updated_at", "timestamptz")})`);
  return ids;
}

import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { insertAppointments } from "../../../server/src/modules/appointments/insert";
import type { AppointmentStatus } from "../../../server/src/db/schema";
import type { TestApp } from "./buildTestApp";

const MINUTE = 60_000;

/** One service of a test appointment. */
export interface TestService {
  /** ISO instant of its start. */
  start: string;
  minutes?: number;
  memberId: number;
  serviceId: number;
  pricingOptionId: number;
  price: number;
  name?: string;
  requested?: boolean;
  /** Minutes the member stays busy after the service. */
  blockedAfter?: number;
}

export interface TestAppointment {
  locationId: number;
  clientId?: number | null;
  status?: AppointmentStatus;
  channel?: "in_store" | "phone" | "online" | "walk_in";
  createdAt?: string;
  reasonId?: number;
  cancelledAt?: string;
  cancelledBy?: "client" | "business";
  late?: boolean;
  services: TestService[];
}

/**
 * Stores appointments through the booking module's bulk writer
 * (appointments/insert.ts), as the demo seed does: services of cancelled
 * and no-show appointments are inactive. Answers id and reference each.
 */
export async function bookAll(
  app: FastifyInstance,
  merchantId: number,
  list: TestAppointment[],
) {
  return app.db.transaction((tx) =>
    insertAppointments(
      tx,
      merchantId,
      list.map((a) => {
        const services = a.services.map((s, i) => {
          const start = Date.parse(s.start);
          const minutes = s.minutes ?? 60;
          const end = start + minutes * MINUTE;
          const blocked = s.blockedAfter ?? 0;
          return {
            service_id: s.serviceId,
            pricing_option_id: s.pricingOptionId,
            team_member_id: s.memberId,
            resource_id: null,
            resource_shared: false,
            start,
            end,
            member_busy_until: end + blocked * MINUTE,
            resource_busy_until: end + blocked * MINUTE,
            duration_minutes: minutes,
            extra_time_type: blocked
              ? ("blocked_after" as const)
              : ("none" as const),
            extra_time_minutes: blocked,
            service_name: s.name ?? "Massage",
            pricing_option_name: null,
            price: s.price,
            is_requested_member: s.requested ?? false,
            sequence: i,
          };
        });
        return {
          location_id: a.locationId,
          client_id: a.clientId ?? null,
          channel: a.channel ?? "in_store",
          notes: null,
          services,
          start: Math.min(...services.map((s) => s.start)),
          end: Math.max(...services.map((s) => s.end)),
          status: a.status ?? "booked",
          cancellation_reason_id: a.reasonId ?? null,
          cancelled_at: a.cancelledAt ?? null,
          cancelled_by: a.cancelledBy ?? null,
          is_late_cancellation: a.late ?? false,
          created_at: a.createdAt,
        };
      }),
      { notify: false },
    ),
  );
}

export interface ReportBody {
  report: string;
  from: string;
  to: string;
  basis: string;
  columns: { key: string; type: string; contact?: boolean }[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
  total: number;
  paged: boolean;
}

const query = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");

/** GET a report as the owner (merchant/) or as staff (no prefix); expects 200. */
export async function report(
  t: TestApp,
  token: string,
  name: string,
  q: Record<string, string | number | undefined> = {},
  prefix = "merchant/",
): Promise<ReportBody> {
  const res = await t.injectAs(token, {
    method: "GET",
    url: `${prefix}reports/${name}?${query(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportBody;
}

/** The raw answer of a report call (any status). */
export const reportCall = (
  t: TestApp,
  token: string,
  name: string,
  q: Record<string, string | number | undefined> = {},
  prefix = "merchant/",
  path = "",
) =>
  t.injectAs(token, {
    method: "GET",
    url: `${prefix}reports/${name}${path}?${query(q)}`,
  });

/** Every page of a paged report, concatenated (limit 500). */
export async function allRows(
  t: TestApp,
  token: string,
  name: string,
  q: Record<string, string | number | undefined> = {},
) {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += 500) {
    const body = await report(t, token, name, { ...q, offset, limit: 500 });
    rows.push(...body.rows);
    if (rows.length >= body.total || !body.rows.length) return { rows, body };
  }
}

/** RFC 4180 CSV (as lib/csv.ts writes it) into rows of cells, the BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && s[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The CSV as objects keyed by its header. */
export function csvObjects(text: string) {
  const [header, ...lines] = parseCsv(text);
  return lines.map((cells) =>
    Object.fromEntries(header.map((h, i) => [h, cells[i]])),
  );
}

/** The money and quantity measures of every sales summary row (DOMAIN §5.1, §5.4), in the answer's order. */
export const SALES_MEASURES = [
  "items_sold",
  "gross_sales",
  "discounts",
  "refund_qty",
  "refunds",
  "net_sales",
  "tax",
  "total_sales",
] as const;

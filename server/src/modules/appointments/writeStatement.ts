import { preparedQuery, type Prepared, type Tx } from "../../db/client.js";
import { documentNumberSql } from "../../lib/documentNumbers.js";
import { CALENDAR_CHANNEL, calendarChangeParts } from "../calendar/events.js";
import { wireInstant as iso } from "../calendar/zonedTime.js";
import {
  APPOINTMENT,
  APPOINTMENT_RECORD,
  APPOINTMENT_STAMP,
  CLIENT_RECORD,
  GIVEN_CLIENT,
  holdsTime,
  SERVICE,
  SERVICE_RECORD,
  SERVICE_STAMP,
  type AppointmentColumn,
  type Column,
  type Planned,
  type ServiceColumn,
} from "./writeColumns.js";

/**
 * Appointments, their services, their references and their calendar
 * notifications written by ONE statement (data-modifying CTEs): a booking
 * holds its member locks and the business's reference counter until commit,
 * and every round trip in between (each a loopback write and read) made all
 * the bookings of a business wait longer; the demo seed's thousands of rows
 * take the same path. Each column goes as one array parameter (unnest), which
 * PostgreSQL parses and plans far faster than VALUES lists; the text depends
 * only on the shape below and is a named prepared statement per shape.
 */

/** Where the appointments' client comes from. */
export type ClientSource =
  /** Each planned appointment's client_id (bulk: the demo seed, tests). */
  | { kind: "given" }
  /** One booking of a walk-in: no client. */
  | { kind: "none" }
  /** One booking naming a client of the business: none is stored if it does not exist. */
  | { kind: "existing"; id: number }
  /** One booking creating a new client in the same statement. */
  | {
      kind: "new";
      first_name: string;
      last_name: string | null;
      mobile: string | null;
      email: string | null;
    };

export interface WriteOptions {
  client: ClientSource;
  /** One pg_notify per appointment (false for the demo seed, which runs before anyone listens). */
  notify: boolean;
  /** Answer the stored rows as the API shows them (a booking), not only id and reference. */
  record: boolean;
}

interface Shape extends Omit<WriteOptions, "client"> {
  client: ClientSource["kind"];
  stamped: boolean;
  /** One appointment. */
  single: boolean;
}

interface Built extends Prepared {
  appointment: AppointmentColumn[];
  service: ServiceColumn[];
}

/** `$n::type[]` for each column, numbered from `from`. */
const arrays = (cols: Column<unknown>[], from: number) =>
  cols.map(([, type], i) => `$${from + i}::${type}[]`).join(", ");
const names = (cols: Column<unknown>[]) => cols.map(([n]) => n).join(", ");

function build(shape: Shape): Built {
  const appointment = [
    ...(shape.client === "given" ? [GIVEN_CLIENT] : []),
    ...APPOINTMENT,
    ...(shape.stamped ? [APPOINTMENT_STAMP] : []),
  ];
  const service = [...SERVICE, ...(shape.stamped ? [SERVICE_STAMP] : [])];
  // $1 merchant, $2 count, then the appointment arrays, the services'
  // appointment ordinal and arrays, then the client's and notification's.
  const aFrom = 3;
  const kParam = aFrom + appointment.length;
  const sFrom = kParam + 1;
  let next = sFrom + service.length;
  const param = () => `$${next++}`;
  // A stamped row's updated_at is its created_at.
  const updated = shape.stamped ? ", updated_at" : "";
  const stamp = (alias: string) =>
    shape.stamped ? `, ${alias}.created_at` : "";
  const ctes: string[] = [];
  let client = shape.client === "given" ? "u.client_id" : "null::bigint";
  let guard = "";
  if (shape.client === "existing") {
    ctes.push(
      `c as (select ${CLIENT_RECORD} from clients where merchant_id = $1 and id = ${param()}::bigint)`,
    );
    client = "(select id from c)";
    guard = "where exists (select 1 from c)";
  } else if (shape.client === "new") {
    const [first, last, mobile, email] = [param(), param(), param(), param()];
    ctes.push(
      `c as (insert into clients (merchant_id, first_name, last_name, mobile, email)
        values ($1, ${first}::text, ${last}::text, ${mobile}::text, ${email}::text)
        returning ${CLIENT_RECORD})`,
    );
    client = "(select id from c)";
  }
  // No reference is used up when the named client does not exist: the
  // booking commits with its write (pipelinedTransaction) and stores nothing.
  const numbers = documentNumberSql("appointment", "$1", "$2::int", guard);
  const own = appointment.filter(([n]) => n !== "client_id");
  // One appointment (a booking) needs no join to find its reference or its
  // id, and without one PostgreSQL keeps a generic plan for the statement
  // instead of planning it on every call (a join on unnest() estimated at
  // 100 rows a side cost the generic plan more than planning each time).
  const one = shape.single;
  ctes.push(`n as (${numbers.counter})`);
  if (!one)
    ctes.push(`r as (select k, ${numbers.reference("n.base + k")} as reference
      from n, generate_series(1, $2::int) as k)`);
  ctes.push(
    `a as (insert into appointments (merchant_id, reference, client_id, ${names(own)}${updated})
      select $1, ${one ? numbers.reference("n.base + 1") : "r.reference"}, ${client}, ${own.map(([n]) => `u.${n}`).join(", ")}${stamp("u")}
      from ${one ? "n, " : ""}unnest(${arrays(appointment, aFrom)}) with ordinality as u(${names(appointment)}, k)
      ${one ? "" : "join r using (k)"} ${guard}
      ${one ? "" : "order by k"}
      returning ${shape.record ? APPOINTMENT_RECORD : "id, reference"})`,
    `s as (insert into appointment_services (merchant_id, appointment_id, ${names(service)}${updated})
      select $1, a.id, ${service.map(([n]) => `v.${n}`).join(", ")}${stamp("v")}
      from ${one ? "a, " : ""}unnest($${kParam}::int[], ${arrays(service, sFrom)}) with ordinality as v(k, ${names(service)}, ord)
      ${one ? "" : "join r using (k) join a on a.reference = r.reference"}
      order by v.ord
      ${shape.record ? `returning ${SERVICE_RECORD}` : ""})`,
  );
  if (shape.notify) {
    const [channel, head, tails] = [param(), param(), param()];
    const send = `pg_notify(${channel}::text, ${head}::text || a.id || t.tail) as sent`;
    // Ordered as the appointments (volatile pg_notify is evaluated after the sort).
    ctes.push(
      one
        ? `p as (select ${send} from a, unnest(${tails}::text[]) as t(tail))`
        : `p as (select ${send}
        from a join r on r.reference = a.reference
        join unnest(${tails}::text[]) with ordinality as t(tail, k) on t.k = r.k
        order by r.k)`,
    );
  }
  // A plain SELECT CTE runs only if the query reads it; the inserts always run.
  const notified = shape.notify ? ", (select count(*) from p) as notified" : "";
  const withClient = shape.client === "existing" || shape.client === "new";
  const answer = shape.record
    ? `a.*, null::text as sale_status, (select json_agg(s order by s.sequence, s.id) from s) as services,
       ${withClient ? "(select row_to_json(c) from c)" : "null::json"} as client`
    : "a.id, a.reference";
  // Bulk: in the planned order.
  const from = one ? "a" : "a join r on r.reference = a.reference order by r.k";
  return {
    name: nameOf(shape),
    text: `with ${ctes.join(",\n")}\nselect ${answer}${notified} from ${from}`,
    appointment,
    service,
  };
}

/** The statement's name: one per shape, as its text. */
const nameOf = (shape: Shape) =>
  `appt_write_${shape.client}${shape.stamped ? "_stamped" : ""}${shape.notify ? "_notify" : ""}${shape.record ? "_record" : ""}${shape.single ? "_one" : ""}`;

const built = new Map<string, Built>();

function statement(shape: Shape): Built {
  const name = nameOf(shape);
  let b = built.get(name);
  if (!b) built.set(name, (b = build(shape)));
  return b;
}

/** What the statement answers per appointment: id and reference, or the whole record (opts.record). */
export type WrittenRow = Record<string, unknown> & {
  id: number;
  reference: string;
};

/**
 * Writes checked appointments in one statement inside the caller's
 * transaction (see above). With `client.kind` "existing", answers no row if
 * that client does not exist (nothing is stored; the caller refuses).
 */
export async function writeAppointments(
  tx: Tx,
  merchantId: number,
  planned: Planned[],
  opts: WriteOptions,
): Promise<WrittenRow[]> {
  if (!planned.length) return [];
  // The record reads the client from the statement: only a booking's own.
  if (opts.client.kind === "given" ? opts.record : planned.length !== 1)
    throw new Error("writeAppointments: a record is one booking's");
  const b = statement({
    client: opts.client.kind,
    notify: opts.notify,
    record: opts.record,
    stamped: planned.every((p) => p.created_at),
    single: planned.length === 1,
  });
  const values: unknown[] = [merchantId, planned.length];
  for (const [, , get] of b.appointment) values.push(planned.map(get));
  const k: number[] = [];
  const services = b.service.map((): unknown[] => []);
  planned.forEach((p, i) => {
    const on = holdsTime(p);
    for (const s of p.services) {
      k.push(i + 1);
      b.service.forEach(([, , get], c) => services[c].push(get(s, p, on)));
    }
  });
  values.push(k, ...services);
  const c = opts.client;
  if (c.kind === "existing") values.push(c.id);
  if (c.kind === "new")
    values.push(c.first_name, c.last_name, c.mobile, c.email);
  if (opts.notify) {
    const parts = planned.map((p) =>
      calendarChangeParts(merchantId, {
        location_id: p.location_id,
        action: "created",
        start_at: iso(p.start),
        end_at: iso(p.end),
      }),
    );
    values.push(
      CALENDAR_CHANNEL,
      parts[0].head,
      parts.map((x) => x.tail),
    );
  }
  const { rows } = await preparedQuery<WrittenRow>(tx, b, values);
  if (opts.notify) for (const r of rows) delete r.notified;
  return rows;
}

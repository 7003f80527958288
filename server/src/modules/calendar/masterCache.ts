import { sql, type SQL } from "drizzle-orm";
import { namedQuery, type Queryable } from "../../db/client.js";
import type { ServiceInfo } from "./context.js";
import {
  loadLocationMasters,
  type CloseDateMaster,
  type LocationMaster,
} from "./masterLocations.js";
import { loadMemberMasters, type MemberMaster } from "./masterMembers.js";
import { loadResourceMasters, type ResourceMaster } from "./masterResources.js";
import { loadServiceMasters } from "./masterServices.js";

/**
 * The calendar's master data, cached per server process and per business.
 *
 * What: everything the availability context is built from except busy time
 * (locations with opening hours, close dates, online booking settings, team
 * members with their locations, services, shifts, changed days and time off,
 * resources with their hours, services with their links, pricing options and
 * availability rules). Appointments (busy time) are never cached.
 *
 * Invalidation: `calendar_data_versions` holds one counter per business,
 * bumped by statement-level triggers (migration
 * calendar_data_version_triggers) in the transaction of every write to
 * those tables, whichever code or process makes it. Every request reads the
 * counter in the same round trip as its busy time (versionAnd) and uses the
 * cache only if it was loaded at that version or later; otherwise it
 * reloads. A write committed by process A before its answer is therefore
 * seen by the very next read of process B: no notification to wait for.
 *
 * Why it is correct: a load reads the counter first and the tables after,
 * so the data is at least as new as the version it is stored under (a
 * write committing in between only makes it newer, and the next read sees
 * a higher counter and reloads). Inside a transaction (a booking, the demo
 * seed) a load may see the transaction's own uncommitted writes, so it is
 * used for that transaction only and never stored; a booking reads the
 * counter after locking its members and resources, like the tables it read
 * before the cache. A write that bumps the counter holds its row lock until
 * commit, so counters are handed out in commit order.
 *
 * Contexts share the cached objects (service infos, member and resource
 * sets): the rules only read them; each context gets its own schedules cut
 * to its dates, its own busy lists and memo. A booking that misses (right
 * after a master-data write) loads inside its transaction; the next read
 * outside one (the calendar refreshes its frame constantly) refills the
 * cache.
 */
export interface CalendarMaster {
  version: number;
  locations: Map<number, LocationMaster>;
  /** By start date. */
  closeDates: CloseDateMaster[];
  slot_interval_minutes: number;
  client_cancel_notice_minutes: number;
  members: Map<number, MemberMaster>;
  resources: Map<number, ResourceMaster>;
  services: Map<number, ServiceInfo>;
  /** Location → the ids of its members (team_member_locations), resources and services (service_locations). */
  atLocation: Map<
    number,
    { members: number[]; resources: number[]; services: number[] }
  >;
}

/** Businesses kept; the least recently used one goes first. */
const MAX_BUSINESSES = 500;
/**
 * By database and business: one process may talk to several databases (the
 * tests do), where the same merchant id is another business.
 */
const cache = new Map<string, CalendarMaster>();
/** Loads under way outside transactions, shared by the requests that miss meanwhile. */
const loading = new Map<string, Promise<CalendarMaster>>();

const inTransaction = (db: Queryable) => "rollback" in db;

/** A request's view of the version: which database, which business, which version. */
export interface VersionRead {
  /** Cache key: the database and the business. */
  key: string;
  merchantId: number;
  version: number;
}

const versionColumns = (M: number) =>
  sql`coalesce((select version from calendar_data_versions where merchant_id = ${M}), 0) as __v,
    concat_ws(':', current_database(), inet_server_port(), pg_postmaster_start_time(), ${M}::int) as __k`;

/**
 * The business's master-data version and the rows of `query`, in one round
 * trip (the query's rows come with two extra columns, `__v` and `__k`), as
 * the named prepared statement `name` (see namedQuery: one name, one text;
 * every value a parameter).
 */
export async function versionAnd<T extends Record<string, unknown>>(
  db: Queryable,
  M: number,
  query: SQL | null,
  name: string,
): Promise<{ read: VersionRead; rows: T[] }> {
  type Row = T & { __v: number; __k: string };
  const r = query
    ? await namedQuery<Row>(
        db,
        name,
        sql`select v.*, q.* from (select ${versionColumns(M)}) v left join lateral (${query}) q on true`,
      )
    : await namedQuery<Row>(
        db,
        "cal_version",
        sql`select ${versionColumns(M)}`,
      );
  const first = r.rows[0];
  return {
    read: { key: first.__k, merchantId: M, version: Number(first.__v) },
    rows: query ? (r.rows as unknown as T[]) : [],
  };
}

async function load(db: Queryable, M: number): Promise<CalendarMaster> {
  // The version first, the tables after: see above.
  const {
    read: { version },
  } = await versionAnd(db, M, null, "cal_version");
  const place = await loadLocationMasters(db, M);
  const members = await loadMemberMasters(db, M);
  const resources = await loadResourceMasters(db, M);
  const services = await loadServiceMasters(db, M);
  const atLocation: CalendarMaster["atLocation"] = new Map();
  const at = (id: number) => {
    let a = atLocation.get(id);
    if (!a)
      atLocation.set(id, (a = { members: [], resources: [], services: [] }));
    return a;
  };
  for (const m of members.values())
    for (const l of m.base.location_ids) at(l).members.push(m.base.id);
  for (const r of resources.values())
    at(r.base.location_id).resources.push(r.base.id);
  for (const s of services.values())
    for (const l of s.location_ids) at(l).services.push(s.id);
  return {
    version,
    locations: place.locations,
    closeDates: place.closeDates,
    slot_interval_minutes: place.slot_interval_minutes,
    client_cancel_notice_minutes: place.client_cancel_notice_minutes,
    members,
    resources,
    services,
    atLocation,
  };
}

function remember(key: string, master: CalendarMaster) {
  const held = cache.get(key);
  if (held && held.version > master.version) return;
  cache.delete(key);
  cache.set(key, master);
  if (cache.size > MAX_BUSINESSES) cache.delete(cache.keys().next().value!);
}

/** Loads outside any transaction, sharing a load already under way, and keeps the result. */
function loadShared(
  db: Queryable,
  key: string,
  M: number,
): Promise<CalendarMaster> {
  let p = loading.get(key);
  if (!p) {
    p = load(db, M)
      .then((master) => {
        remember(key, master);
        return master;
      })
      .finally(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/**
 * The master data at the version the caller read in this request, or
 * later: from the cache, else loaded through `db` (and kept, unless `db` is
 * a transaction).
 */
export async function masterData(
  db: Queryable,
  read: VersionRead,
): Promise<CalendarMaster> {
  const { key, merchantId: M, version } = read;
  const held = cache.get(key);
  if (held && held.version >= version) {
    cache.delete(key);
    cache.set(key, held);
    return held;
  }
  if (inTransaction(db)) return load(db, M);
  const shared = await loadShared(db, key, M);
  // A load that began before this request's version read may be older.
  return shared.version >= version ? shared : loadShared(db, key, M);
}

/** Forgets every cached business (tests). */
export function clearMasterCache() {
  cache.clear();
}

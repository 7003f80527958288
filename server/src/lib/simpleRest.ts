import { z } from "zod";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "./httpErrors.js";
import { DATE_MAX, DATE_MIN, instant, isoDate } from "./schemas.js";

/**
 * react-admin's simple-rest list contract, implemented once:
 * `?sort=["field","ASC"]&range=[0,24]&filter={"q":"ann","id":[1,2]}` in,
 * rows plus `Content-Range: <name> 0-24/312` out.
 */
export const MAX_PAGE_SIZE = 100;
const DEFAULT_RANGE: [number, number] = [0, 24];
const MAX_ID_FILTER = 1000;

function jsonParam<T extends z.ZodType>(name: string, schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `${name} must be valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const listQuerySchema = z.object({
  sort: jsonParam(
    "sort",
    z.tuple([z.string(), z.enum(["ASC", "DESC", "asc", "desc"])]),
  ).optional(),
  range: jsonParam(
    "range",
    z
      .tuple([z.number().int().min(0).max(10_000_000), z.number().int().min(0)])
      .refine(
        ([start, end]) => end >= start,
        "range end must not be before its start",
      ),
  ).optional(),
  filter: jsonParam("filter", z.record(z.string(), z.unknown())).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** What a resource lets clients sort and filter on. */
export interface ListSpec {
  id: PgColumn;
  /** Columns that can be sorted and filtered, by wire name. */
  columns: Record<string, PgColumn>;
  /** Sort keys that replace a column's own value (the name behind a foreign key…), by wire name. */
  sorts?: Record<string, SQL>;
  /** The value schema of each column, used to check filter values. */
  valueSchemas: Record<string, z.ZodType>;
  /** Lower-cased text that `filter.q` searches word by word (the table's search column). */
  search?: SQL;
  /**
   * Lower-cased text that every word of `filter.q` must also be found in (the
   * option label): a search then reveals nothing beyond the rows it returns.
   */
  label?: SQL;
  /** The archived_at column when the resource archives instead of deleting. */
  archivedAt?: PgColumn;
  /** Extra filters a resource understands (value → condition). */
  customFilters?: Record<string, (value: unknown) => SQL>;
  /** The order when the client sends no `sort` (default `["id","ASC"]`). */
  defaultSort?: [field: string, order: "ASC" | "DESC"];
}

export interface ListPlan {
  where: SQL[];
  orderBy: SQL[];
  offset: number;
  limit: number;
  /**
   * The page query reads and sorts every match anyway (a search through the
   * trigram index), so the total is best counted in the same query.
   */
  countWithPage: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");

/**
 * A value of `record` by a name the client chose: only the record's own keys,
 * never what every object inherits (`__proto__`, `toString`, `constructor`…).
 */
export const own = <T>(
  record: Record<string, T> | undefined,
  key: string,
): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

const TEMPORAL = {
  date: {
    schema: isoDate,
    hint: `Use a date such as 2026-03-01, from ${DATE_MIN} to ${DATE_MAX}.`,
  },
  instant: {
    schema: instant,
    // A plain date is refused: which instant it starts at depends on the zone.
    hint: `Use a date and time with its offset, such as 2026-11-28T00:00:00+01:00 or 2026-11-25T09:00:00Z (a date alone is not taken: its start depends on the time zone), from ${DATE_MIN} to ${DATE_MAX}.`,
  },
} as const;

/**
 * A filter's date or instant (a column's, or a resource's own `from`/`to`):
 * ISO 8601, an instant with its offset, within the API's range
 * (lib/schemas.ts), so PostgreSQL never refuses a filter mid-query. 400
 * with what to send otherwise.
 */
export function temporalFilter(
  field: string,
  value: unknown,
  kind: keyof typeof TEMPORAL,
): string {
  const r = TEMPORAL[kind].schema.safeParse(value);
  if (!r.success)
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: TEMPORAL[kind].hint,
    });
  return r.data;
}

/** Date columns take dates; instant columns only instants with their offset. */
const COLUMN_FORMATS: Record<string, keyof typeof TEMPORAL> = {
  PgDateString: "date",
  PgDate: "date",
  PgTimestampString: "instant",
};

function checkValue(spec: ListSpec, field: string, value: unknown) {
  const schema = own(spec.valueSchemas, field);
  if (schema && !schema.safeParse(value).success)
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: "Invalid filter value.",
    });
  const format = own(
    COLUMN_FORMATS,
    own(spec.columns, field)?.columnType ?? "",
  );
  if (format && value !== null) temporalFilter(field, value, format);
}

function fieldCondition(
  spec: ListSpec,
  key: string,
  value: unknown,
): SQL | undefined {
  const m = /^(.*)_(gte|lte)$/.exec(key);
  const field = m && own(spec.columns, m[1]) ? m[1] : key;
  const col = own(spec.columns, field);
  if (!col)
    throw badRequest(`Unknown filter "${key}".`, { [key]: "Unknown filter." });
  if (m && field !== key) {
    checkValue(spec, field, value);
    return m[2] === "gte" ? gte(col, value) : lte(col, value);
  }
  if (value === null) return isNull(col);
  if (Array.isArray(value)) {
    if (value.length > MAX_ID_FILTER)
      throw badRequest(`Too many values for "${key}".`);
    value.forEach((v) => checkValue(spec, field, v));
    return value.length ? inArray(col, value) : sql`false`;
  }
  checkValue(spec, field, value);
  return eq(col, value);
}

function filterConditions(
  spec: ListSpec,
  filter: Record<string, unknown>,
): SQL[] {
  const where: SQL[] = [];
  // getMany (an id list) resolves archived rows too: history still shows them.
  let archived: unknown = filter.id !== undefined ? "all" : false;
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === "") continue;
    if (key === "q") {
      if (typeof value !== "string")
        throw badRequest('The search "q" must be text.');
      if (!spec.search && !spec.label)
        throw badRequest("This list cannot be searched.");
      const words = value
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8);
      for (const w of words)
        for (const text of [spec.search, spec.label])
          if (text) where.push(sql`${text} like ${`%${escapeLike(w)}%`}`);
    } else if (key === "archived" && spec.archivedAt) {
      archived = value;
    } else if (key === "archived" && !own(spec.customFilters, "archived")) {
      // A table that never archives: every row is active (react-admin may still send the flag).
      if (value === true || value === "true") where.push(sql`false`);
    } else {
      const custom = own(spec.customFilters, key);
      const cond = custom ? custom(value) : fieldCondition(spec, key, value);
      if (cond) where.push(cond);
    }
  }
  if (spec.archivedAt) {
    if (archived === true || archived === "true")
      where.push(isNotNull(spec.archivedAt));
    else if (archived === false || archived === "false")
      where.push(isNull(spec.archivedAt));
    else if (archived !== "all")
      throw badRequest('"archived" must be true, false or "all".');
  }
  return where;
}

export function planList(spec: ListSpec, query: ListQuery): ListPlan {
  const [start, end] = query.range ?? DEFAULT_RANGE;
  const limit = Math.min(end - start + 1, MAX_PAGE_SIZE);
  const [field, order] = query.sort ?? spec.defaultSort ?? ["id", "ASC"];
  const col = own(spec.columns, field);
  const key = own(spec.sorts, field);
  const dir = order.toUpperCase() === "DESC" ? desc : asc;
  const filter = query.filter ?? {};
  // A selective search sorted along a btree index makes PostgreSQL walk that
  // index and throw most rows away. Sorting by (col is null), col keeps the
  // same order (nulls last ascending, first descending) but lets it use the
  // trigram index and sort only the matches. Words under 3 letters cannot use
  // the trigram index, so those keep the index order.
  const selective =
    typeof filter.q === "string" &&
    filter.q.split(/\s+/).some((w) => w.length >= 3);
  if (key)
    return {
      where: filterConditions(spec, filter),
      orderBy: [dir(key), dir(spec.id)],
      offset: start,
      limit,
      countWithPage: selective,
    };
  if (!col)
    throw badRequest(`Cannot sort by "${field}".`, {
      sort: "Unknown sort field.",
    });
  const primary =
    selective && col !== spec.id ? [dir(isNull(col)), dir(col)] : [dir(col)];
  const orderBy = col === spec.id ? primary : [...primary, dir(spec.id)];
  return {
    where: filterConditions(spec, filter),
    orderBy,
    offset: start,
    limit,
    countWithPage: selective,
  };
}

// `Content-Range: clients 0-24/312`; an empty page is `clients */312`.
export function contentRange(
  name: string,
  offset: number,
  count: number,
  total: number,
) {
  return count > 0
    ? `${name} ${offset}-${offset + count - 1}/${total}`
    : `${name} */${total}`;
}

/** Combines search conditions (helper for resources that add their own). */
export const anyOf = (conds: SQL[]) => or(...conds) ?? sql`false`;
export const allOf = (conds: SQL[]) => and(...conds) ?? sql`true`;

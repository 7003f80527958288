import type pg from "pg";

/**
 * The rule that keeps the schema ready to shard on Citus by `merchant_id`
 * (docs/scaling.md), read from a migrated database's catalogue. One place:
 * the schema test (tests/server/db/shardReady.test.ts) and
 * `npm run db:citus-plan` both use it.
 *
 * Every table in `public` is either a directory table, listed here with the
 * reason, which becomes a Citus reference table, or a business table, which
 * is distributed by merchant_id and must:
 * - have a merchant_id column and a primary key that contains it;
 * - contain merchant_id in every unique index and exclusion constraint;
 * - point at another business table only through (merchant_id, x_id) →
 *   (merchant_id, id), with x_id as wide as the id;
 * - use 64-bit identity columns (Citus hands out identity values on the
 *   workers only for bigint, and 2^31 rows come soon enough).
 * A directory table may not point at a business table (Citus refuses a
 * foreign key from a reference table to a distributed one).
 */
export const DIRECTORY_TABLES: Readonly<Record<string, string>> = {
  merchants: "the businesses themselves; every business table points at them",
  users:
    "sign-in finds an account by its e-mail, unique across all businesses, before it knows the business",
  password_resets:
    "a reset link is found by its token, before sign-in; it points at users",
  oidc_used_nonces:
    "an identity provider's sign-in is checked for replay by its nonce, before the business is known",
  online_booking_settings:
    "the public booking page finds its business by the slug, unique across all businesses",
};

export const DISTRIBUTION_COLUMN = "merchant_id";

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** pg_get_constraintdef: what ADD CONSTRAINT takes. */
  definition: string;
}

export interface Catalogue {
  /** Table → column → type name (int4, int8, …). */
  columns: Map<string, Map<string, string>>;
  /** Table → its identity columns. */
  identities: Map<string, string[]>;
  /** Primary keys, unique indexes and exclusion constraints, with their key columns (null = expression). */
  keys: {
    table: string;
    name: string;
    kind: "primary key" | "unique index" | "exclusion constraint";
    columns: (string | null)[];
  }[];
  foreignKeys: ForeignKey[];
  /** Table → its user-defined triggers. */
  triggers: Map<string, string[]>;
}

type Runner = Pick<pg.ClientBase, "query">;

const rows = async <T>(db: Runner, text: string) =>
  (await db.query(text)).rows as T[];

/** Reads the tables, keys, foreign keys and triggers of schema `public`. */
export async function readCatalogue(db: Runner): Promise<Catalogue> {
  const cols = await rows<{
    tbl: string;
    col: string;
    type: string;
    identity: string;
  }>(
    db,
    `select c.relname as tbl, a.attname as col, t.typname as type, a.attidentity as identity
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     where c.relkind in ('r', 'p')
     order by c.relname, a.attnum`,
  );
  const columns = new Map<string, Map<string, string>>();
  const identities = new Map<string, string[]>();
  for (const c of cols) {
    if (!columns.has(c.tbl)) columns.set(c.tbl, new Map());
    columns.get(c.tbl)!.set(c.col, c.type);
    if (c.identity)
      identities.set(c.tbl, [...(identities.get(c.tbl) ?? []), c.col]);
  }

  const keyRows = await rows<{
    table: string;
    name: string;
    kind: "p" | "u" | "x";
    columns: (string | null)[];
  }>(
    db,
    // Unique indexes (the primary key's too) and exclusion constraints, by
    // their key columns; an expression is null.
    `select c.relname as "table", coalesce(con.conname, ic.relname) as name,
            case when i.indisprimary then 'p' when i.indisunique then 'u' else 'x' end as kind,
            array(select a.attname::text from unnest(i.indkey[0:i.indnkeyatts - 1]) with ordinality k(attnum, ord)
                  left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                  order by k.ord) as columns
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_class ic on ic.oid = i.indexrelid
     left join pg_constraint con on con.conindid = i.indexrelid and con.conrelid = c.oid
     where i.indisunique or con.contype = 'x'
     order by 1, 2`,
  );
  const kinds = {
    p: "primary key",
    u: "unique index",
    x: "exclusion constraint",
  } as const;
  const keys = keyRows.map((k) => ({ ...k, kind: kinds[k.kind] }));

  const foreignKeys = await rows<ForeignKey>(
    db,
    `select con.conname as name, c.relname as "table", rc.relname as "refTable",
            pg_get_constraintdef(con.oid) as definition,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as "refColumns"
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_class rc on rc.oid = con.confrelid
     where con.contype = 'f'
     order by 2, 1`,
  );

  const triggers = new Map<string, string[]>();
  for (const t of await rows<{ tbl: string; name: string }>(
    db,
    `select c.relname as tbl, t.tgname as name
     from pg_trigger t
     join pg_class c on c.oid = t.tgrelid
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where not t.tgisinternal
     order by 1, 2`,
  ))
    triggers.set(t.tbl, [...(triggers.get(t.tbl) ?? []), t.name]);

  return { columns, identities, keys, foreignKeys, triggers };
}

export const isDirectory = (table: string) =>
  Object.hasOwn(DIRECTORY_TABLES, table);

export interface Violation {
  table: string;
  /** The constraint, index or column at fault. */
  object: string;
  reason: string;
}

export const describeViolation = (v: Violation) =>
  `${v.table}: ${v.object}: ${v.reason}`;

/** Every way the schema breaks the rule; empty when it is ready to shard. */
export function checkShardRules(cat: Catalogue): Violation[] {
  const out: Violation[] = [];
  const M = DISTRIBUTION_COLUMN;
  for (const table of Object.keys(DIRECTORY_TABLES))
    if (!cat.columns.has(table))
      out.push({
        table,
        object: "DIRECTORY_TABLES",
        reason: "is listed as a directory table but does not exist",
      });
  const business = (t: string) => cat.columns.has(t) && !isDirectory(t);

  for (const [table, cols] of cat.columns) {
    if (isDirectory(table)) continue;
    if (!cols.has(M)) {
      out.push({
        table,
        object: "table",
        reason: `has no ${M} column: add it, or list the table in DIRECTORY_TABLES (server/src/db/shardRules.ts) with the reason it is not per business`,
      });
      continue;
    }
    for (const col of cat.identities.get(table) ?? [])
      if (cols.get(col) !== "int8")
        out.push({
          table,
          object: col,
          reason: `is a ${cols.get(col)} identity: use bigint (Citus generates identity values on the workers only for bigint)`,
        });
    const keys = cat.keys.filter((k) => k.table === table);
    if (!keys.some((k) => k.kind === "primary key"))
      out.push({ table, object: "table", reason: "has no primary key" });
    for (const k of keys)
      if (!k.columns.includes(M))
        out.push({
          table,
          object: k.name,
          reason: `${k.kind} (${k.columns.map((c) => c ?? "expression").join(", ")}) does not contain ${M}`,
        });
  }

  for (const fk of cat.foreignKeys) {
    if (isDirectory(fk.table)) {
      if (business(fk.refTable))
        out.push({
          table: fk.table,
          object: fk.name,
          reason: `a directory table points at business table ${fk.refTable}; Citus refuses a foreign key from a reference table to a distributed one`,
        });
      continue;
    }
    if (!business(fk.refTable)) continue;
    const at = fk.columns.indexOf(M);
    if (at < 0 || fk.refColumns[at] !== M)
      out.push({
        table: fk.table,
        object: fk.name,
        reason: `foreign key (${fk.columns.join(", ")}) → ${fk.refTable}(${fk.refColumns.join(", ")}) does not pair ${M} with ${M}`,
      });
    fk.columns.forEach((col, i) => {
      const type = cat.columns.get(fk.table)?.get(col);
      const refType = cat.columns.get(fk.refTable)?.get(fk.refColumns[i]);
      if (type !== refType)
        out.push({
          table: fk.table,
          object: fk.name,
          reason: `column ${col} is ${type} but ${fk.refTable}.${fk.refColumns[i]} is ${refType}`,
        });
    });
  }
  return out;
}

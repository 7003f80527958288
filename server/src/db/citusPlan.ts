import {
  checkShardRules,
  describeViolation,
  DIRECTORY_TABLES,
  DISTRIBUTION_COLUMN,
  isDirectory,
  type Catalogue,
  type ForeignKey,
} from "./shardRules.js";

export type CitusPlan =
  { ok: true; sql: string } | { ok: false; violations: string[] };

const quote = (name: string) => `'${name.replaceAll("'", "''")}'`;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Orders tables so that each comes after the tables it points at. A foreign
 * key that closes a cycle (A → B → A) cannot be satisfied by any order; it is
 * returned separately, to be dropped while the tables are distributed and
 * restored afterwards.
 */
function dependencyOrder(tables: string[], fks: ForeignKey[]) {
  const inSet = new Set(tables);
  const out: string[] = [];
  const state = new Map<string, "open" | "done">();
  const cyclic: ForeignKey[] = [];
  const visit = (t: string) => {
    state.set(t, "open");
    for (const fk of fks) {
      if (fk.table !== t || fk.refTable === t || !inSet.has(fk.refTable))
        continue;
      const s = state.get(fk.refTable);
      if (s === "open") cyclic.push(fk);
      else if (!s) visit(fk.refTable);
    }
    state.set(t, "done");
    out.push(t);
  };
  for (const t of [...tables].sort()) if (!state.has(t)) visit(t);
  return { order: out, cyclic };
}

/**
 * The Citus distribution DDL for the schema in `cat`: directory tables become
 * reference tables, business tables are distributed by merchant_id and
 * co-located, each after the tables it references. Refuses, with the
 * reasons, when the schema breaks the shard rule (shardRules.ts).
 */
export function buildCitusPlan(cat: Catalogue): CitusPlan {
  const violations = checkShardRules(cat);
  if (violations.length)
    return { ok: false, violations: violations.map(describeViolation) };

  const tables = [...cat.columns.keys()];
  const reference = dependencyOrder(
    tables.filter(isDirectory),
    cat.foreignKeys,
  );
  const business = dependencyOrder(
    tables.filter((t) => !isDirectory(t)),
    cat.foreignKeys,
  );
  const cyclic = [...reference.cyclic, ...business.cyclic];
  const [anchor] = business.order;
  const lines = [
    "-- Citus distribution plan (npm run db:citus-plan), generated from the migrated schema.",
    "-- Run on the coordinator, in this order, after CREATE EXTENSION citus and the migrations.",
    `-- ${reference.order.length} directory tables become reference tables (copied to every node);`,
    `-- ${business.order.length} business tables are distributed by ${DISTRIBUTION_COLUMN}, co-located with ${anchor}:`,
    "-- one business's rows of every table live on the same shard.",
    "",
  ];
  if (cyclic.length) {
    lines.push(
      "-- Foreign keys that close a cycle: no order satisfies them, so they are dropped",
      "-- while the tables are distributed and restored at the end.",
      ...cyclic.map(
        (fk) =>
          `ALTER TABLE ${ident(fk.table)} DROP CONSTRAINT ${ident(fk.name)};`,
      ),
      "",
    );
  }
  lines.push(
    "-- Directory tables (server/src/db/shardRules.ts DIRECTORY_TABLES).",
  );
  for (const t of reference.order)
    lines.push(
      `SELECT create_reference_table(${quote(t)}); -- ${DIRECTORY_TABLES[t]}`,
    );
  lines.push("", `-- Business tables, distributed by ${DISTRIBUTION_COLUMN}.`);
  for (const t of business.order)
    lines.push(
      t === anchor
        ? `SELECT create_distributed_table(${quote(t)}, ${quote(DISTRIBUTION_COLUMN)});`
        : `SELECT create_distributed_table(${quote(t)}, ${quote(DISTRIBUTION_COLUMN)}, colocate_with => ${quote(anchor)});`,
    );
  if (cyclic.length) {
    lines.push("", "-- The foreign keys dropped above.");
    for (const fk of cyclic)
      lines.push(
        `ALTER TABLE ${ident(fk.table)} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition};`,
      );
  }
  const triggered = [...cat.triggers].filter(([t]) => !isDirectory(t));
  if (triggered.length) {
    lines.push(
      "",
      "-- Triggers on distributed tables run on the workers only with",
      "-- citus.enable_unsafe_triggers = on (docs/scaling.md: they may read only their own row,",
      "-- reference tables and rows of the same merchant):",
      ...triggered.map(([t, names]) => `--   ${t}: ${names.join(", ")}`),
    );
  }
  return { ok: true, sql: lines.join("\n") + "\n" };
}

import { z } from "zod";
import { and, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Queryable, Tx } from "../db/client.js";
import { invalid, notFound } from "./httpErrors.js";
import { tenantOf, tenantWhere } from "./tenantScope.js";
import { pgErrorCode, pgConstraint } from "./pgErrors.js";
import { isoInstant } from "./wire.js";
import { CountCache } from "./countCache.js";
import { loadLinks } from "./links.js";
import type { ResourceDef } from "./crudRoutes.js";
import { recordIdParam } from "./schemas.js";
import { lockOwnedRow, type RowLock } from "./rowLocks.js";

/** Pieces shared by the read and write routes of every resource. */
export type Row = Record<string, unknown>;

export const counts = new CountCache();
export const countScope = (def: ResourceDef, req: FastifyRequest) =>
  `${def.name}:${req.auth?.merchantId}`;
export const idParams = z.object({
  id: recordIdParam,
});

/** The columns of the body (join-table ids, passwords and such stay for the hooks); created_by from the token. */
export function columnValues(
  def: ResourceDef,
  body: Row,
  creator?: FastifyRequest,
): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(body))
    if (def.columnNames.has(k) && k !== "id" && k !== "created_by") out[k] = v;
  if (creator?.auth && def.columnNames.has("created_by"))
    out.created_by = creator.auth.id;
  return out;
}

export async function checkReferences(
  def: ResourceDef,
  tx: Tx,
  req: FastifyRequest,
  body: Row,
) {
  const errors: Record<string, string> = {};
  for (const [field, target] of Object.entries(def.references ?? {})) {
    const value = body[field];
    if (value === null || value === undefined) continue;
    const ids = Array.isArray(value) ? value : [value];
    if (!ids.length) continue;
    const found = await tx
      .select({ id: target.id })
      .from(target as unknown as PgTable)
      .where(and(tenantWhere(target, req), inArray(target.id, ids)));
    if (found.length !== new Set(ids).size)
      errors[field] = "The selected record does not exist.";
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Turns a constraint violation into a clear answer for this resource. */
export function mapWriteError(def: ResourceDef, err: unknown): never {
  const code = pgErrorCode(err);
  const constraint = pgConstraint(err);
  if (code === "23505" && constraint && def.uniqueMessages?.[constraint]) {
    const [field, message] = def.uniqueMessages[constraint];
    throw invalid({ [field]: message });
  }
  if (code === "23514" && constraint && def.checkMessages?.[constraint]) {
    const [field, message] = def.checkMessages[constraint];
    throw invalid({ [field]: message });
  }
  throw err;
}

/** Rows as the client receives them: ISO instants, plus the resource's computed fields. */
export async function present(def: ResourceDef, db: Queryable, rows: Row[]) {
  const wire = rows.map((row) => {
    const out = { ...row };
    for (const k of def.instantColumns) out[k] = isoInstant(out[k]);
    return out;
  });
  const linked = def.links ? await loadLinks(db, def.links, wire) : wire;
  return def.hooks?.decorate ? def.hooks.decorate(db, linked) : linked;
}

/**
 * The caller's row, locked until the transaction ends (lib/rowLocks.ts):
 * the generic PUT and DELETE read it this way before any hook sees it, so a
 * hook's status check cannot race a transition of the same document.
 */
export function lockOwned(
  def: ResourceDef,
  tx: Tx,
  req: FastifyRequest,
  id: number,
  strength: RowLock,
): Promise<Row> {
  return lockOwnedRow(tx, def.table, tenantOf(req), id, strength);
}

export async function findOwned(
  def: ResourceDef,
  db: Queryable,
  req: FastifyRequest,
  id: number,
) {
  const [row] = await db
    .select()
    .from(def.table as PgTable)
    .where(and(eq(def.table.id, id), tenantWhere(def.table, req)));
  if (!row) throw notFound();
  return row as Row;
}

import { z } from "zod";
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Queryable, Tx } from "../db/client.js";
import { MERCHANT_ONLY, staffWith, type AccessRule } from "./access.js";
import { HttpError, invalid, notFound } from "./httpErrors.js";
import {
  contentRange,
  listQuerySchema,
  planList,
  type ListSpec,
} from "./simpleRest.js";
import { tenantWhere, withTenant, type TenantTable } from "./tenantScope.js";
import { pgErrorCode, pgConstraint } from "./pgErrors.js";
import { isoInstant } from "./wire.js";
import { CountCache } from "./countCache.js";

type Row = Record<string, unknown>;
export type ResourceTable = PgTable & TenantTable & { id: PgColumn };

export interface HookContext {
  req: FastifyRequest;
  tx: Tx;
  body: Row;
  /** The stored row before an update; undefined on create. */
  existing?: Row;
}

export interface ResourceConfig {
  /** kebab-case plural: the API path and react-admin resource name. */
  name: string;
  table: ResourceTable;
  /** Service id of DOMAIN §2; -1 makes the resource merchant-only. */
  serviceId: number;
  schemas: { create: z.ZodObject; update: z.ZodObject; record: z.ZodObject };
  /** Columns searched by `filter.q` (the same expression must back a trigram index). */
  search?: SQL;
  /** Body fields that point at another tenant table: checked to belong to the caller's merchant. */
  references?: Record<string, TenantTable & { id: PgColumn }>;
  /** Unique index name → the field and message to show when it is violated. */
  uniqueMessages?: Record<string, [field: string, message: string]>;
  customFilters?: ListSpec["customFilters"];
  hooks?: {
    /** Business rules that need the database; throw `invalid({...})` to refuse. */
    validate?(ctx: HookContext): Promise<void>;
    /** Side effects in the same transaction (join tables, logins). */
    afterWrite?(ctx: HookContext & { row: Row }): Promise<void>;
    /** Checks before a delete (or archive); throw to refuse. */
    beforeDelete?(ctx: {
      req: FastifyRequest;
      tx: Tx;
      existing: Row;
    }): Promise<void>;
    /** Adds computed fields to rows before they are sent. */
    decorate?(db: Queryable, rows: Row[]): Promise<Row[]>;
  };
}

export interface ResourceDef extends ResourceConfig {
  list: ListSpec;
  columnNames: Set<string>;
  nullableColumns: Set<string>;
  /** timestamptz columns, sent as ISO 8601 instants with Z. */
  instantColumns: string[];
}

const HIDDEN = new Set(["merchant_id"]);
const counts = new CountCache();
const countScope = (def: ResourceDef, req: FastifyRequest) =>
  `${def.name}:${req.auth?.merchantId}`;
const idParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export function defineResource(cfg: ResourceConfig): ResourceDef {
  const all = getTableColumns(cfg.table) as Record<string, PgColumn>;
  const columns = Object.fromEntries(
    Object.entries(all).filter(([k]) => !HIDDEN.has(k)),
  );
  const valueSchemas = Object.fromEntries(
    Object.entries(cfg.schemas.record.shape).filter(([k]) => k in columns),
  ) as Record<string, z.ZodType>;
  return {
    ...cfg,
    columnNames: new Set(Object.keys(columns)),
    nullableColumns: new Set(
      Object.entries(columns)
        .filter(([, c]) => !c.notNull)
        .map(([k]) => k),
    ),
    instantColumns: Object.entries(columns)
      .filter(([, c]) => c.columnType === "PgTimestampString")
      .map(([k]) => k),
    list: {
      id: cfg.table.id,
      columns,
      valueSchemas,
      search: cfg.search,
      archivedAt: all.archived_at,
      customFilters: cfg.customFilters,
    },
  };
}

/** The columns of the body (join-table ids, passwords and such stay for the hooks). */
function columnValues(def: ResourceDef, body: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(body))
    if (def.columnNames.has(k) && k !== "id") out[k] = v;
  return out;
}

async function checkReferences(
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
function mapWriteError(def: ResourceDef, err: unknown): never {
  const code = pgErrorCode(err);
  const constraint = pgConstraint(err);
  if (code === "23505" && constraint && def.uniqueMessages?.[constraint]) {
    const [field, message] = def.uniqueMessages[constraint];
    throw invalid({ [field]: message });
  }
  throw err;
}

/** Rows as the client receives them: ISO instants, plus the resource's computed fields. */
async function present(def: ResourceDef, db: Queryable, rows: Row[]) {
  const wire = rows.map((row) => {
    const out = { ...row };
    for (const k of def.instantColumns) out[k] = isoInstant(out[k]);
    return out;
  });
  return def.hooks?.decorate ? def.hooks.decorate(db, wire) : wire;
}

function emptyStringsToNull(def: ResourceDef) {
  return async (req: FastifyRequest) => {
    const body = req.body as Row | undefined;
    if (!body || typeof body !== "object") return;
    for (const k of Object.keys(body))
      if (body[k] === "" && def.nullableColumns.has(k)) body[k] = null;
  };
}

async function findOwned(
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

function registerReads(
  app: FastifyInstance,
  def: ResourceDef,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const tags = [def.name];
  r.get(`/${def.name}`, {
    config: { access },
    schema: {
      tags,
      querystring: listQuerySchema,
      response: { 200: z.array(def.schemas.record) },
    },
    handler: async (req, reply) => {
      const plan = planList(def.list, req.query);
      const where = and(tenantWhere(def.table, req), ...plan.where);
      const table = def.table as PgTable;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        counts.get(
          countScope(def, req),
          JSON.stringify(req.query.filter ?? {}),
          async () => {
            const [{ total }] = await db
              .select({ total: sql<number>`count(*)::int` })
              .from(table)
              .where(where);
            return total;
          },
        ),
      ]);
      reply.header(
        "Content-Range",
        contentRange(def.name, plan.offset, rows.length, total),
      );
      return present(def, db, rows);
    },
  });
  r.get(`/${def.name}/:id`, {
    config: { access },
    schema: { tags, params: idParams, response: { 200: def.schemas.record } },
    handler: async (req) =>
      (
        await present(def, db, [await findOwned(def, db, req, req.params.id)])
      )[0],
  });
}

function registerWrites(
  app: FastifyInstance,
  def: ResourceDef,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const tags = [def.name];
  const table = def.table as PgTable;
  const preValidation = emptyStringsToNull(def);

  r.post(`/${def.name}`, {
    config: { access },
    preValidation,
    schema: {
      tags,
      body: def.schemas.create,
      response: { 201: def.schemas.record },
    },
    handler: async (req, reply) => {
      const body = req.body as Row;
      const row = await db
        .transaction(async (tx) => {
          await checkReferences(def, tx, req, body);
          await def.hooks?.validate?.({ req, tx, body });
          const [created] = await tx
            .insert(table)
            .values(withTenant(columnValues(def, body), req))
            .returning();
          await def.hooks?.afterWrite?.({ req, tx, body, row: created });
          return created as Row;
        })
        .catch((err) => mapWriteError(def, err));
      counts.invalidate(countScope(def, req));
      reply.code(201);
      return (await present(def, db, [row]))[0];
    },
  });

  r.put(`/${def.name}/:id`, {
    config: { access },
    preValidation,
    schema: {
      tags,
      params: idParams,
      body: def.schemas.update,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      const body = req.body as Row;
      const row = await db
        .transaction(async (tx) => {
          const existing = await findOwned(def, tx, req, req.params.id);
          await checkReferences(def, tx, req, body);
          await def.hooks?.validate?.({ req, tx, body, existing });
          const [updated] = await tx
            .update(table)
            .set({ ...columnValues(def, body), updated_at: sql`now()` })
            .where(
              and(eq(def.table.id, req.params.id), tenantWhere(def.table, req)),
            )
            .returning();
          await def.hooks?.afterWrite?.({
            req,
            tx,
            body,
            existing,
            row: updated,
          });
          return updated as Row;
        })
        .catch((err) => mapWriteError(def, err));
      counts.invalidate(countScope(def, req));
      return (await present(def, db, [row]))[0];
    },
  });

  r.delete(`/${def.name}/:id`, {
    config: { access },
    schema: { tags, params: idParams, response: { 200: def.schemas.record } },
    handler: async (req) => {
      const where = and(
        eq(def.table.id, req.params.id),
        tenantWhere(def.table, req),
      );
      const row = await db.transaction(async (tx) => {
        const stored = await findOwned(def, tx, req, req.params.id);
        await def.hooks?.beforeDelete?.({ req, tx, existing: stored });
        const existing = (await present(def, tx, [stored]))[0];
        try {
          // A savepoint, so a reference that blocks the delete leaves the transaction usable.
          await tx.transaction(async (sp) => sp.delete(table).where(where));
          return existing;
        } catch (err) {
          if (pgErrorCode(err) !== "23503") throw err;
          if (!def.list.archivedAt)
            throw new HttpError(
              409,
              "This record is in use and cannot be deleted.",
            );
          // Master data that others point at is archived, not deleted (DOMAIN §1.2).
          const [archived] = await tx
            .update(table)
            .set({
              archived_at: sql`coalesce(archived_at, now())`,
              updated_at: sql`now()`,
            })
            .where(where)
            .returning();
          return (await present(def, tx, [archived as Row]))[0];
        }
      });
      counts.invalidate(countScope(def, req));
      return row;
    },
  });
}

export type Scope = "merchant" | "staff" | "read";

/**
 * One resource, three scopes (SPEC §7): `merchant/<name>` for role 2,
 * `staff/<name>` writes and bare `<name>` reads for role 3 with the service id.
 */
export function mountResource(
  app: FastifyInstance,
  def: ResourceDef,
  scope: Scope,
) {
  if (scope === "merchant") {
    registerReads(app, def, MERCHANT_ONLY);
    registerWrites(app, def, MERCHANT_ONLY);
  } else if (def.serviceId > 0) {
    if (scope === "read") registerReads(app, def, staffWith(def.serviceId));
    else registerWrites(app, def, staffWith(def.serviceId));
  }
}

import { z } from "zod";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Queryable, Tx } from "../db/client.js";
import { MERCHANT_ONLY, staffWith, type AccessRule } from "./access.js";
import { merchantCountry, normalizePhoneFields } from "./contactFields.js";
import { tenantOf } from "./tenantScope.js";
import {
  checkOwnFiles,
  cleanUploadsOnFailure,
  prepareBody,
} from "./multipartBody.js";
import { removeUpload } from "./uploads.js";
import { isoInstant } from "./wire.js";
import type { Scope } from "./crudRoutes.js";
import { settingsOperation } from "./operationNames.js";

type Row = Record<string, unknown>;

/**
 * Settings that exist once per merchant (business details, billing details,
 * online booking, voucher settings) are one record, not a list: react-admin
 * edits them as `<Edit resource="business-details" id="current">`, which calls
 * GET and PUT `<scope>/<name>/current`. The row is created with its defaults on
 * first read.
 */
export interface SingletonConfig {
  name: string;
  table: PgTable & { id: PgColumn };
  /** The column holding the merchant: `merchant_id`, or `id` for the merchants table itself. */
  key: PgColumn;
  serviceId: number;
  schemas: { update: z.ZodObject; record: z.ZodObject };
  /** Values for a new row besides the merchant key (table defaults cover the rest). */
  defaults?: (tx: Tx, merchantId: number) => Promise<Row> | Row;
  files?: Record<string, { maxBytes?: number }>;
  /** Phone fields: stored in E.164, national numbers read in the record's country_code (the business's otherwise). */
  phoneFields?: readonly string[];
  hooks?: {
    validate?(ctx: {
      req: FastifyRequest;
      tx: Tx;
      body: Row;
      existing: Row;
    }): Promise<void>;
    /** After the row is written, in the same transaction (rows that follow it). */
    updated?(ctx: {
      tx: Tx;
      merchantId: number;
      before: Row;
      after: Row;
    }): Promise<void>;
  };
}

export interface SingletonDef extends SingletonConfig {
  columnNames: Set<string>;
  nullableColumns: Set<string>;
  textColumns: Set<string>;
  instantColumns: string[];
  recordSchema: z.ZodObject;
}

const currentParams = z.object({
  id: z.literal("current", {
    error: 'Use "current" as the id of a settings record.',
  }),
});

export function defineSingleton(cfg: SingletonConfig): SingletonDef {
  const columns = Object.entries(
    getTableColumns(cfg.table) as Record<string, PgColumn>,
  ).filter(([k]) => k !== "merchant_id" && k !== "id");
  const names = (pick: (c: PgColumn) => boolean) =>
    new Set(columns.filter(([, c]) => pick(c)).map(([k]) => k));
  return {
    ...cfg,
    columnNames: names(() => true),
    nullableColumns: names((c) => !c.notNull),
    textColumns: names((c) => c.dataType === "string"),
    instantColumns: columns
      .filter(([, c]) => c.columnType === "PgTimestampString")
      .map(([k]) => k),
    recordSchema: cfg.schemas.record
      .omit({ id: true } as Record<string, true>)
      .extend({ id: z.literal("current") }),
  };
}

async function loadOrCreate(
  def: SingletonDef,
  tx: Queryable,
  merchantId: number,
): Promise<Row> {
  const table = def.table as PgTable;
  const [row] = await tx.select().from(table).where(eq(def.key, merchantId));
  if (row) return row as Row;
  const extra = def.defaults ? await def.defaults(tx as Tx, merchantId) : {};
  await tx
    .insert(table)
    .values({ ...extra, [def.key.name]: merchantId })
    .onConflictDoNothing();
  const [created] = await tx
    .select()
    .from(table)
    .where(eq(def.key, merchantId));
  return created as Row;
}

function present(def: SingletonDef, row: Row) {
  const out: Row = { ...row, id: "current" };
  for (const k of def.instantColumns) out[k] = isoInstant(out[k]);
  return out;
}

function registerGet(
  app: FastifyInstance,
  def: SingletonDef,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get(`/${def.name}/:id`, {
    config: { access },
    schema: {
      ...settingsOperation("get", def.name),
      tags: [def.name],
      params: currentParams,
      response: { 200: def.recordSchema },
    },
    handler: async (req) =>
      present(
        def,
        await app.db.transaction((tx) => loadOrCreate(def, tx, tenantOf(req))),
      ),
  });
}

function registerPut(
  app: FastifyInstance,
  def: SingletonDef,
  access: AccessRule,
) {
  const dataDir = app.config.dataDir;
  app.withTypeProvider<ZodTypeProvider>().put(`/${def.name}/:id`, {
    config: { access, multipart: Object.keys(def.files ?? {}).length > 0 },
    preValidation: prepareBody({ ...def, files: def.files ?? {} }, dataDir),
    onResponse: cleanUploadsOnFailure(dataDir),
    schema: {
      ...settingsOperation("update", def.name),
      tags: [def.name],
      params: currentParams,
      body: def.schemas.update,
      response: { 200: def.recordSchema },
    },
    handler: async (req) => {
      const merchantId = tenantOf(req);
      const body = req.body as Row;
      const { before, after } = await app.db.transaction(async (tx) => {
        const existing = await loadOrCreate(def, tx, merchantId);
        checkOwnFiles(req, def.files, body, existing);
        await normalizePhoneFields(body, def.phoneFields ?? [], () =>
          typeof body.country_code === "string"
            ? body.country_code
            : typeof existing.country_code === "string"
              ? existing.country_code
              : merchantCountry(tx, merchantId),
        );
        await def.hooks?.validate?.({ req, tx, body, existing });
        const values = Object.fromEntries(
          Object.entries(body).filter(([k]) => def.columnNames.has(k)),
        );
        const [row] = await tx
          .update(def.table as PgTable)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(def.key, merchantId))
          .returning();
        await def.hooks?.updated?.({
          tx,
          merchantId,
          before: existing,
          after: row as Row,
        });
        return { before: existing, after: row as Row };
      });
      for (const col of Object.keys(def.files ?? {}))
        if (before[col] && before[col] !== after[col])
          await removeUpload(dataDir, merchantId, before[col]);
      return present(def, after);
    },
  });
}

/** Same scopes as a resource: merchant/ reads and writes, staff/ writes and bare reads for role 3. */
export function mountSingleton(
  app: FastifyInstance,
  def: SingletonDef,
  scope: Scope,
) {
  if (scope === "merchant") {
    registerGet(app, def, MERCHANT_ONLY);
    registerPut(app, def, MERCHANT_ONLY);
  } else if (def.serviceId > 0) {
    if (scope === "read") registerGet(app, def, staffWith(def.serviceId));
    else registerPut(app, def, staffWith(def.serviceId));
  }
}

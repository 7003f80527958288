import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Tx } from "../db/client.js";
import type { AccessRule } from "./access.js";
import { HttpError } from "./httpErrors.js";
import { merchantCountry, normalizePhoneFields } from "./contactFields.js";
import { tenantOf, tenantWhere, withTenant } from "./tenantScope.js";
import { pgErrorCode } from "./pgErrors.js";
import {
  checkOwnFiles,
  cleanUploadsOnFailure,
  prepareBody,
} from "./multipartBody.js";
import { removeUpload } from "./uploads.js";
import { saveLinks } from "./links.js";
import type { ResourceDef } from "./crudRoutes.js";
import { crudOperation } from "./operationNames.js";
import {
  checkReferences,
  columnValues,
  countScope,
  counts,
  idParams,
  lockOwned,
  mapWriteError,
  present,
  type Row,
} from "./crudShared.js";

/**
 * POST, PUT and DELETE by id, each in one transaction. PUT and DELETE lock
 * the row first (lockOwned) and the hooks decide on what was read under the
 * lock, so a write cannot slip past a status transition of the same row.
 */
export function registerWrites(
  app: FastifyInstance,
  def: ResourceDef,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const tags = [def.name];
  const table = def.table as PgTable;
  const dataDir = app.config.dataDir;
  const preValidation = prepareBody(
    { ...def, files: def.files ?? {} },
    dataDir,
  );
  const onResponse = cleanUploadsOnFailure(dataDir);
  // Records with image fields take multipart; every other write is JSON only.
  const multipart = Object.keys(def.files ?? {}).length > 0;
  const normalizePhones = (tx: Tx, req: FastifyRequest, body: Row) =>
    normalizePhoneFields(body, def.phoneFields ?? [], () =>
      merchantCountry(tx, tenantOf(req)),
    );
  const dropReplacedFiles = async (
    req: FastifyRequest,
    before: Row,
    after?: Row,
  ) => {
    for (const col of Object.keys(def.files ?? {}))
      if (before[col] && before[col] !== after?.[col])
        await removeUpload(dataDir, tenantOf(req), before[col]);
  };

  r.post(`/${def.name}`, {
    config: { access, multipart },
    preValidation,
    onResponse,
    schema: {
      ...crudOperation("create", def.name),
      tags,
      body: def.schemas.create,
      response: { 201: def.schemas.record },
    },
    handler: async (req, reply) => {
      const body = req.body as Row;
      const row = await db
        .transaction(async (tx) => {
          checkOwnFiles(req, def.files, body);
          await checkReferences(def, tx, req, body);
          await normalizePhones(tx, req, body);
          await def.hooks?.validate?.({ req, tx, body });
          const [created] = await tx
            .insert(table)
            .values(withTenant(columnValues(def, body, req), req))
            .returning();
          if (def.links)
            await saveLinks(tx, req, def.links, created.id as number, body);
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
    config: { access, multipart },
    preValidation,
    onResponse,
    schema: {
      ...crudOperation("update", def.name),
      tags,
      params: idParams,
      body: def.schemas.update,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      const body = req.body as Row;
      const result = await db
        .transaction(async (tx) => {
          const existing = await lockOwned(
            def,
            tx,
            req,
            req.params.id,
            "no key update",
          );
          checkOwnFiles(req, def.files, body, existing);
          await checkReferences(def, tx, req, body);
          await normalizePhones(tx, req, body);
          await def.hooks?.validate?.({ req, tx, body, existing });
          const [updated] = await tx
            .update(table)
            .set({ ...columnValues(def, body), updated_at: sql`now()` })
            .where(
              and(eq(def.table.id, req.params.id), tenantWhere(def.table, req)),
            )
            .returning();
          if (def.links)
            await saveLinks(tx, req, def.links, updated.id as number, body);
          await def.hooks?.afterWrite?.({
            req,
            tx,
            body,
            existing,
            row: updated,
          });
          return { before: existing, row: updated as Row };
        })
        .catch((err) => mapWriteError(def, err));
      counts.invalidate(countScope(def, req));
      await dropReplacedFiles(req, result.before, result.row);
      return (await present(def, db, [result.row]))[0];
    },
  });

  r.delete(`/${def.name}/:id`, {
    config: { access },
    schema: {
      ...crudOperation("delete", def.name),
      tags,
      params: idParams,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      const where = and(
        eq(def.table.id, req.params.id),
        tenantWhere(def.table, req),
      );
      let removed: Row | undefined;
      const row = await db.transaction(async (tx) => {
        const stored = await lockOwned(def, tx, req, req.params.id, "update");
        if (def.deleteRefusal) throw new HttpError(409, def.deleteRefusal);
        await def.hooks?.beforeDelete?.({ req, tx, existing: stored });
        const archive = async () => {
          const [archived] = await tx
            .update(table)
            .set({
              ...def.archiveValues,
              archived_at: sql`coalesce(archived_at, now())`,
              updated_at: sql`now()`,
            })
            .where(where)
            .returning();
          return (await present(def, tx, [archived as Row]))[0];
        };
        if (def.archiveOnDelete && def.list.archivedAt) return archive();
        const existing = (await present(def, tx, [stored]))[0];
        try {
          // A savepoint, so a reference that blocks the delete leaves the transaction usable.
          await tx.transaction(async (sp) => sp.delete(table).where(where));
          await def.hooks?.afterDelete?.({ req, tx, existing: stored });
          removed = stored;
          return existing;
        } catch (err) {
          if (pgErrorCode(err) !== "23503") throw err;
          if (!def.list.archivedAt)
            throw new HttpError(
              409,
              "This record is in use and cannot be deleted.",
            );
          // Master data that others point at is archived, not deleted (DOMAIN §1.2).
          return archive();
        }
      });
      counts.invalidate(countScope(def, req));
      if (removed) await dropReplacedFiles(req, removed); // only once the delete is committed
      return row;
    },
  });
}

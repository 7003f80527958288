import { z } from "zod";
import { and } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/client.js";
import { mayUse, type AccessRule } from "./access.js";
import { contentRange, listQuerySchema, planList } from "./simpleRest.js";
import { readPage, storedColumns } from "./listPage.js";
import { tenantWhere } from "./tenantScope.js";
import type { ResourceDef } from "./crudRoutes.js";
import {
  countScope,
  findOwned,
  idParams,
  present,
  type Row,
} from "./crudShared.js";
import { CSV_BOM, csvLine, csvResponse } from "./csv.js";
import { crudOperation } from "./operationNames.js";
import { isoInstant } from "./wire.js";
import { optionListSpec } from "./optionList.js";
import { forbidden } from "./httpErrors.js";
import { hideContacts, seesContacts } from "./contactAccess.js";

const EXPORT_BATCH = 500;
const EXPORT_MAX = 100_000;

/** GET list (simple-rest contract), GET export (CSV of the filtered set) and GET one. */
export function registerReads(
  app: FastifyInstance,
  def: ResourceDef,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const tags = [def.name];
  const stored = storedColumns(def.table);
  const contacts = def.contactFields ?? [];
  /** Rows as this user may have them in a list or export (lib/contactAccess.ts). */
  const forList = (req: FastifyRequest, rows: Row[], drop = false) =>
    seesContacts(req.auth) ? rows : hideContacts(rows, contacts, { drop });
  const narrow = def.narrowing;
  /** Who the answer is for: contacts or not, narrowed or not (kept answers, list totals). */
  const variant = (req: FastifyRequest) =>
    `${contacts.length && seesContacts(req.auth) ? "contacts" : ""}${narrow ? narrow.variant(req) : ""}`;
  const keptVariant = contacts.length || narrow ? variant : undefined;
  r.get(`/${def.name}`, {
    config: {
      access,
      keptAnswer: def.keptAnswers,
      // Lists with contacts, or narrowed, differ by who asks: kept apart.
      keptAnswerVariant: keptVariant,
    },
    schema: {
      ...crudOperation("list", def.name),
      tags,
      querystring: listQuerySchema,
      response: { 200: z.array(def.schemas.record) },
    },
    handler: async (req, reply) => {
      const plan = planList(def.list, req.query);
      const { rows, total } = await readPage(db, {
        table: def.table as PgTable,
        fields: stored,
        where: and(
          tenantWhere(def.table, req),
          narrow?.where(req),
          ...plan.where,
        ),
        plan,
        scope: countScope(def, req),
        key: `${narrow ? narrow.variant(req) : ""}${JSON.stringify(req.query.filter ?? {})}`,
      });
      reply.header(
        "Content-Range",
        contentRange(def.name, plan.offset, rows.length, total),
      );
      return forList(req, await present(def, db, rows));
    },
  });
  // Every row of the filtered, sorted list as CSV (the list itself pages at 100).
  r.get(`/${def.name}/export`, {
    config: { access },
    schema: {
      ...crudOperation("export", def.name),
      tags,
      querystring: listQuerySchema.omit({ range: true }),
      response: { 200: csvResponse },
    },
    handler: async (req, reply) => {
      const plan = planList(def.list, {
        ...req.query,
        range: [0, EXPORT_BATCH - 1],
      });
      const where = and(
        tenantWhere(def.table, req),
        narrow?.where(req),
        ...plan.where,
      );
      const fields = Object.keys(def.schemas.record.shape);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="${def.name}-${day}.csv"`,
        );
      let out = CSV_BOM + csvLine(fields);
      for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
        const rows = await db
          .select(stored)
          .from(def.table as PgTable)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(EXPORT_BATCH)
          .offset(offset);
        for (const row of forList(req, await present(def, db, rows), true))
          out += csvLine(fields.map((f) => row[f]));
        if (rows.length < EXPORT_BATCH) break;
      }
      return out;
    },
  });
  r.get(`/${def.name}/:id`, {
    config: {
      access,
      keptAnswer: def.keptAnswers,
      keptAnswerVariant: narrow ? (req) => narrow.variant(req) : undefined,
    },
    schema: {
      ...crudOperation("get", def.name),
      tags,
      params: idParams,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      const rows = await present(def, db, [
        await findOwned(def, db, req, req.params.id),
      ]);
      return (narrow ? narrow.shown(req, rows) : rows)[0];
    },
  });
}

/**
 * `GET <name>/options`: the short list pickers need (id, the option fields,
 * archived_at), with the sort/range/filter contract narrowed to what it sends
 * (optionListSpec). `access` is the route's rule; the resource's
 * `optionsAccess` says which staff it lets in (crudRoutes.ts).
 */
export function registerOptions(
  app: FastifyInstance,
  def: ResourceDef,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const shape = def.schemas.record.shape;
  const fields = [
    "id",
    ...def.optionFieldNames,
    ...("archived_at" in shape ? ["archived_at"] : []),
  ];
  const record = z.object(Object.fromEntries(fields.map((f) => [f, shape[f]])));
  const columns = Object.fromEntries(
    fields.map((f) => [f, def.list.columns[f]]),
  );
  const spec = optionListSpec(def);
  // Instants go out as ISO 8601 with Z, as in the full records.
  const instants = def.instantColumns.filter((c) => fields.includes(c));
  r.get(`/${def.name}/options`, {
    config: { access },
    schema: {
      ...crudOperation("options", def.name),
      tags: [def.name],
      querystring: listQuerySchema,
      response: { 200: z.array(record) },
    },
    handler: async (req, reply) => {
      const access = def.optionsAccess;
      const lookup = typeof access === "object" ? access.lookupBy : undefined;
      if (lookup && req.auth && !mayUse(req.auth, def.serviceId)) {
        const given = Object.entries(req.query.filter ?? {});
        if (
          given.length !== 1 ||
          given[0][0] !== lookup ||
          typeof given[0][1] !== "string"
        )
          throw forbidden();
      }
      const plan = planList(spec, req.query);
      const { rows, total } = await readPage(db, {
        table: def.table as PgTable,
        fields: columns,
        where: and(
          tenantWhere(def.table, req),
          def.narrowing?.where(req),
          ...plan.where,
        ),
        plan,
        scope: countScope(def, req),
        key: `options:${def.narrowing ? def.narrowing.variant(req) : ""}${JSON.stringify(req.query.filter ?? {})}`,
      });
      reply.header(
        "Content-Range",
        contentRange(`${def.name}/options`, plan.offset, rows.length, total),
      );
      return rows.map((row) => {
        const out: Record<string, unknown> = { ...row };
        for (const k of instants) out[k] = isoInstant(out[k]);
        return out;
      });
    },
  });
}

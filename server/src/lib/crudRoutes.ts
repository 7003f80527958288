import type { z } from "zod";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Queryable, Tx } from "../db/client.js";
import { SEARCH_COLUMN } from "../db/schema/columns.js";
import {
  ANY_STAFF,
  MERCHANT_ONLY,
  staffWith,
  type AccessRule,
} from "./access.js";
import type { ListSpec } from "./simpleRest.js";
import type { ContactFields } from "./contactAccess.js";
import type { TenantTable } from "./tenantScope.js";
import { linkInputs, linkOutputs, type LinkSpec } from "./links.js";
import { registerOptions, registerReads } from "./crudReads.js";
import { registerWrites } from "./crudWrites.js";
import { referenceSorts } from "./sortKeys.js";
import { boundTemporalColumns } from "./schemas.js";

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
  /** Body fields that point at another tenant table: checked to belong to the caller's merchant. */
  references?: Record<string, TenantTable & { id: PgColumn }>;
  /** Image columns that take an upload (multipart), e.g. `{ image_path: {} }`. */
  files?: Record<string, { maxBytes?: number }>;
  /**
   * Fields of the short option list for pickers (`GET <name>/options`): the
   * label and what a picker needs, never more (a ledger's quantities, a
   * client's contacts). Default: `name` when the table has one.
   */
  optionFields?: string[];
  /** Which staff may read the option list (the owner always may); see OptionsAccess. Default "any staff". */
  optionsAccess?: OptionsAccess;
  /** Rows are written elsewhere (e.g. issued vouchers by sales): only reads, options and export are served. */
  readOnly?: boolean;
  /**
   * The list and get answers are kept between writes (plugins/responseCache.ts):
   * only for tables whose writes, and those of everything their answers
   * show, move the calendar data versions (db/dataVersions.ts).
   */
  keptAnswers?: boolean;
  /**
   * Documents that are never deleted (stock takes: cancelled instead): DELETE
   * on one of the caller's rows answers 409 with this message.
   */
  deleteRefusal?: string;
  /**
   * Routes beyond CRUD (transitions such as `POST <name>/:id/order`), mounted
   * in the write scopes, `merchant/` and `staff/`, with the resource's rule.
   */
  actions?(app: FastifyInstance, access: AccessRule, def: ResourceDef): void;
  /** Many-to-many links exposed as id arrays (e.g. `team_member_ids`). */
  links?: Record<string, LinkSpec>;
  /**
   * Clients' contact details in the records (`client.email`, `recipient_email`):
   * lists and exports carry them only for users who may open clients; the
   * single record keeps them (lib/contactAccess.ts).
   */
  contactFields?: ContactFields;
  /**
   * Reads narrowed per user beyond the service (appointments: "own calendar
   * only", modules/calendar/ownCalendar.ts): lists, exports and option lists
   * take `where`; a single record goes through `shown`; kept answers and
   * list totals are kept apart by `variant`.
   */
  narrowing?: RowNarrowing;
  /** Phone and mobile fields: stored in E.164, national numbers read in the business's country. */
  phoneFields?: readonly string[];
  /** Unique index name → the field and message to show when it is violated. */
  uniqueMessages?: Record<string, [field: string, message: string]>;
  /** Check constraint name → the field and message to show when the database refuses a row (a safety net behind the schemas). */
  checkMessages?: Record<string, [field: string, message: string]>;
  customFilters?: ListSpec["customFilters"];
  /** The list order when the client sends no `sort` (e.g. a ledger: newest first). */
  defaultSort?: ListSpec["defaultSort"];
  /**
   * Sort keys by wire name for columns whose stored value is not what the list
   * shows (e.g. `validityLength(...)`). Foreign keys in `references` sort by the
   * referenced row's name without being listed here.
   */
  sorts?: ListSpec["sorts"];
  /** Extra columns set when a delete archives the row instead (e.g. `{ status: "archived" }`). */
  archiveValues?: Row;
  /**
   * Records with history (clients): a delete always archives the row (it
   * leaves the lists, its history keeps it), never removes it.
   */
  archiveOnDelete?: boolean;
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
    /** Side effects of a real delete (not an archive), in the same transaction. */
    afterDelete?(ctx: {
      req: FastifyRequest;
      tx: Tx;
      existing: Row;
    }): Promise<void>;
    /** Adds computed fields to rows before they are sent. */
    decorate?(db: Queryable, rows: Row[]): Promise<Row[]>;
  };
}

export interface RowNarrowing {
  where(req: FastifyRequest): SQL | undefined;
  shown(req: FastifyRequest, rows: Row[]): Row[];
  variant(req: FastifyRequest): string;
}

/**
 * Who among staff may read `<name>/options`:
 * - `"any staff"`: any signed-in staff user of the merchant, whatever their
 *   permissions: lookups that screens of other areas need (DOMAIN §2: the
 *   calendar picks clients, services, team members);
 * - `"service"`: staff with the resource's service id only: rows that are
 *   the area's own data and no other area picks (a ledger's movements);
 * - `{ lookupBy }`: rows that are bearer secrets (voucher and deal codes):
 *   staff with the service list them; others may only look one row up by the
 *   exact value of that field (`filter={"code":"…"}`), never list or search.
 */
export type OptionsAccess = "any staff" | "service" | { lookupBy: string };

export interface ResourceDef extends ResourceConfig {
  /** The option fields that exist on the table (see optionFields). */
  optionFieldNames: string[];
  list: ListSpec;
  columnNames: Set<string>;
  nullableColumns: Set<string>;
  textColumns: Set<string>;
  /** timestamptz columns, sent as ISO 8601 instants with Z. */
  instantColumns: string[];
}

// The search column is internal: searched through `filter.q`, never sent, sorted or filtered on.
const HIDDEN = new Set(["merchant_id", SEARCH_COLUMN]);

export function defineResource(config: ResourceConfig): ResourceDef {
  const links = config.links ?? {};
  const all = getTableColumns(config.table) as Record<string, PgColumn>;
  // Dates and instants of every body within the API's range (lib/schemas.ts).
  const input = (schema: z.ZodObject, mode: "create" | "update") =>
    boundTemporalColumns(schema, all).safeExtend(linkInputs(links, mode));
  const cfg: ResourceConfig = {
    ...config,
    schemas: {
      create: input(config.schemas.create, "create"),
      update: input(config.schemas.update, "update"),
      record: config.schemas.record.safeExtend(linkOutputs(links)),
    },
    references: {
      ...config.references,
      ...Object.fromEntries(
        Object.entries(links).map(([f, l]) => [f, l.target]),
      ),
    },
  };
  const columns = Object.fromEntries(
    Object.entries(all).filter(([k]) => !HIDDEN.has(k)),
  );
  const valueSchemas = Object.fromEntries(
    Object.entries(cfg.schemas.record.shape).filter(([k]) => k in columns),
  ) as Record<string, z.ZodType>;
  return {
    ...cfg,
    columnNames: new Set(Object.keys(columns)),
    optionFieldNames: (
      cfg.optionFields ??
      ("name" in columns
        ? ["name"]
        : "first_name" in columns
          ? ["first_name", "last_name"]
          : [])
    ).filter((f) => f in columns),
    nullableColumns: new Set(
      Object.entries(columns)
        .filter(([, c]) => !c.notNull)
        .map(([k]) => k),
    ),
    textColumns: new Set(
      Object.entries(columns)
        .filter(([, c]) => c.dataType === "string")
        .map(([k]) => k),
    ),
    instantColumns: Object.entries(columns)
      .filter(([, c]) => c.columnType === "PgTimestampString")
      .map(([k]) => k),
    list: {
      id: cfg.table.id,
      columns,
      valueSchemas,
      search: all[SEARCH_COLUMN] && sql`${all[SEARCH_COLUMN]}`,
      sorts: {
        ...referenceSorts(config.references ?? {}, columns),
        ...cfg.sorts,
      },
      archivedAt: all.archived_at,
      customFilters: cfg.customFilters,
      defaultSort: cfg.defaultSort,
    },
  };
}

/** The columns of the body (join-table ids, passwords and such stay for the hooks). */
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
    registerOptions(app, def, MERCHANT_ONLY);
    registerReads(app, def, MERCHANT_ONLY);
    if (!def.readOnly) registerWrites(app, def, MERCHANT_ONLY);
    def.actions?.(app, MERCHANT_ONLY, def);
    return;
  }
  // A merchant-only resource (service -1) has no staff routes at all, options included.
  if (scope === "read" && def.serviceId >= 0)
    registerOptions(
      app,
      def,
      def.optionsAccess === "service" ? staffWith(def.serviceId) : ANY_STAFF,
    );
  if (def.serviceId > 0) {
    if (scope === "read") registerReads(app, def, staffWith(def.serviceId));
    else {
      if (!def.readOnly) registerWrites(app, def, staffWith(def.serviceId));
      def.actions?.(app, staffWith(def.serviceId), def);
    }
  }
}

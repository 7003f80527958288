import { z } from "zod";
import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import type { AccessRule } from "../../lib/access.js";
import { CSV_BOM, csvLine, csvResponse } from "../../lib/csv.js";
import { notFound } from "../../lib/httpErrors.js";
import { readPage } from "../../lib/listPage.js";
import { crudOperation } from "../../lib/operationNames.js";
import {
  contentRange,
  listQuerySchema,
  planList,
} from "../../lib/simpleRest.js";
import { tenantOf, tenantWhere } from "../../lib/tenantScope.js";
import {
  stockLevelFields,
  stockLevelList,
  stockLevelRecord,
  stockMerchantColumn,
  stockOnHand,
} from "./query.js";

export const STOCK_LEVELS = "stock-levels";
/** Service id of stock on hand, adjustments and the ledger (DOMAIN §2). */
export const STOCK_SERVICE_ID = 5;

type StockLevelRecord = z.output<typeof stockLevelRecord>;

const EXPORT_BATCH = 500;
const EXPORT_MAX = 100_000;
const table = stockOnHand as unknown as PgTable;
/** The tenant condition (tenantScope.ts) on the subquery's merchant_id. */
const mine = (req: FastifyRequest) =>
  tenantWhere({ merchant_id: stockMerchantColumn }, req);

/**
 * `stock-levels` (service 5): read-only stock on hand per product and
 * location through the shared list contract (simpleRest.ts): list, CSV
 * export and one row by its id "<product_id>-<location_id>". Written only by
 * the ledger (modules/stock/ledger.ts); no write routes.
 */
export function registerStockLevelReads(
  app: FastifyInstance,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.db;
  const tags = [STOCK_LEVELS];
  const scope = (merchantId: number) => `${STOCK_LEVELS}:${merchantId}`;

  r.get(`/${STOCK_LEVELS}`, {
    config: { access },
    schema: {
      ...crudOperation("list", STOCK_LEVELS),
      description:
        "Stock on hand per stock-tracked product and active location (products never moved show 0): on hand, low-stock level, status (ok, low, out), average cost, value at cost and at retail. " +
        crudOperation("list", STOCK_LEVELS).description +
        " Filters: location_id, brand_id, category_id, supplier_id, product_id, status, q (name, SKU, barcode), archived.",
      tags,
      querystring: listQuerySchema,
      response: { 200: z.array(stockLevelRecord) },
    },
    handler: async (req, reply) => {
      const plan = planList(stockLevelList, req.query);
      const { rows, total } = await readPage(db, {
        table,
        fields: stockLevelFields,
        where: and(mine(req), ...plan.where),
        plan,
        scope: scope(tenantOf(req)),
        key: JSON.stringify(req.query.filter ?? {}),
      });
      reply.header(
        "Content-Range",
        contentRange(STOCK_LEVELS, plan.offset, rows.length, total),
      );
      return rows as StockLevelRecord[];
    },
  });

  r.get(`/${STOCK_LEVELS}/export`, {
    config: { access },
    schema: {
      ...crudOperation("export", STOCK_LEVELS),
      tags,
      querystring: listQuerySchema.omit({ range: true }),
      response: { 200: csvResponse },
    },
    handler: async (req, reply) => {
      const plan = planList(stockLevelList, {
        ...req.query,
        range: [0, EXPORT_BATCH - 1],
      });
      const where = and(mine(req), ...plan.where);
      const fields = Object.keys(stockLevelRecord.shape);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="${STOCK_LEVELS}-${day}.csv"`,
        );
      let out = CSV_BOM + csvLine(fields);
      for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
        const rows = (await db
          .select(stockLevelFields)
          .from(table)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(EXPORT_BATCH)
          .offset(offset)) as Record<string, unknown>[];
        for (const row of rows) out += csvLine(fields.map((f) => row[f]));
        if (rows.length < EXPORT_BATCH) break;
      }
      return out;
    },
  });

  r.get(`/${STOCK_LEVELS}/:id`, {
    config: { access },
    schema: {
      ...crudOperation("get", STOCK_LEVELS),
      description:
        'One product at one location, by the id "<product_id>-<location_id>". Answers 404 when the product is not stock-tracked, the location is archived, or either belongs to another business.',
      tags,
      params: z.object({ id: z.string().max(41) }),
      response: { 200: stockLevelRecord },
    },
    handler: async (req) => {
      if (!/^\d{1,20}-\d{1,20}$/.test(req.params.id)) throw notFound();
      const [row] = await db
        .select(stockLevelFields)
        .from(table)
        .where(and(mine(req), eq(stockLevelList.id, req.params.id)));
      if (!row) throw notFound();
      return row as StockLevelRecord;
    },
  });
}

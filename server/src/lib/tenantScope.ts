import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { unauthorized } from "./httpErrors.js";

/** A table that belongs to a merchant. */
export interface TenantTable {
  merchant_id: PgColumn;
}

/**
 * The one place tenancy is applied: the merchant id always comes from the
 * verified token, never from the body, the query or the URL.
 */
export function tenantOf(req: FastifyRequest): number {
  if (!req.auth) throw unauthorized();
  return req.auth.merchantId;
}

export function tenantWhere(table: TenantTable, req: FastifyRequest): SQL {
  return eq(table.merchant_id, tenantOf(req));
}

export function withTenant<T extends object>(
  values: T,
  req: FastifyRequest,
): T & { merchant_id: number } {
  return { ...values, merchant_id: tenantOf(req) };
}

/** A business table row: keyed (merchant_id, id) (server/src/db/shardRules.ts). */
export interface BusinessRow extends TenantTable {
  id: PgColumn;
}

/**
 * The join condition of a business reference: the `target` row that the
 * foreign key `reference` (a column of another business table) points at,
 * in the same business, i.e. `target.merchant_id = <reference's table>.merchant_id
 * and target.id = reference`. Pairing the merchant uses the composite key, so
 * the join stays on one shard (docs/scaling.md).
 */
export function sameBusinessRow(target: BusinessRow, reference: PgColumn): SQL {
  const source = getTableColumns(reference.table) as Record<string, PgColumn>;
  if (!source.merchant_id)
    throw new Error(`${reference.name}: its table has no merchant_id`);
  return and(
    eq(target.merchant_id, source.merchant_id),
    eq(target.id, reference),
  )!;
}

import { eq, type SQL } from "drizzle-orm";
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

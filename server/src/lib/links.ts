import { z } from "zod";
import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable, Tx } from "../db/client.js";
import type { FastifyRequest } from "fastify";
import { tenantWhere, withTenant, type TenantTable } from "./tenantScope.js";
import { recordId } from "./schemas.js";

/**
 * A many-to-many link exposed as an id array on the record (DOMAIN §1.2:
 * `service_team_members` → `team_member_ids`). The ids must belong to the
 * caller's merchant; writing the field replaces the whole set.
 */
export interface LinkSpec {
  /** The join table; it carries merchant_id like every business table. */
  table: PgTable & TenantTable;
  /** Its column pointing at this resource's row. */
  from: PgColumn;
  /** Its column pointing at the linked row. */
  to: PgColumn;
  /** The linked table, for the same-merchant check. */
  target: TenantTable & { id: PgColumn };
  /** At least this many ids (e.g. a team member works at one location or more). */
  min?: number;
  minMessage?: string;
}

type Row = Record<string, unknown>;

const idList = z.array(recordId).max(1000);

export function linkInputs(
  links: Record<string, LinkSpec>,
  mode: "create" | "update",
) {
  return Object.fromEntries(
    Object.entries(links).map(([field, l]) => {
      const list = l.min
        ? idList.min(l.min, l.minMessage ?? `Choose at least ${l.min}.`)
        : idList;
      return [field, mode === "create" && l.min ? list : list.optional()];
    }),
  );
}

export function linkOutputs(links: Record<string, LinkSpec>) {
  return Object.fromEntries(
    Object.keys(links).map((field) => [field, z.array(z.number())]),
  );
}

/** Adds each link's id array to the rows (one query per link). */
export async function loadLinks(
  db: Queryable,
  links: Record<string, LinkSpec>,
  rows: Row[],
) {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  // The rows' own business (already scoped): lets Citus read one shard (docs/scaling.md).
  const merchants = [...new Set(rows.map((r) => r.merchant_id))].filter(
    (m): m is number => typeof m === "number",
  );
  const out = rows.map((r) => ({ ...r }));
  for (const [field, l] of Object.entries(links)) {
    const pairs = await db
      .select({ from: l.from, to: l.to })
      .from(l.table)
      .where(
        and(
          inArray(l.from, ids),
          merchants.length
            ? inArray(l.table.merchant_id, merchants)
            : undefined,
        ),
      )
      .orderBy(l.to);
    for (const r of out)
      r[field] = pairs
        .filter((p) => p.from === r.id)
        .map((p) => p.to as number);
  }
  return out;
}

/** Replaces the links named in the body, in the caller's business. */
export async function saveLinks(
  tx: Tx,
  req: FastifyRequest,
  links: Record<string, LinkSpec>,
  rowId: number,
  body: Row,
) {
  for (const [field, l] of Object.entries(links)) {
    const value = body[field];
    if (!Array.isArray(value)) continue;
    await tx
      .delete(l.table)
      .where(and(eq(l.from, rowId), tenantWhere(l.table, req)));
    const unique = [...new Set(value as number[])];
    if (unique.length)
      await tx
        .insert(l.table)
        .values(
          unique.map((to) =>
            withTenant({ [l.from.name]: rowId, [l.to.name]: to }, req),
          ),
        );
  }
}

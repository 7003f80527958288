import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { HookContext } from "../../lib/crudRoutes.js";
import { tenantOf } from "../../lib/tenantScope.js";

/** A list the user rearranges (DOMAIN §1.2 `sort_order`). */
interface OrderedTable {
  merchant_id: PgColumn;
  sort_order: PgColumn;
}

/** A new row without a sort_order goes to the end of the merchant's list. */
export async function appendSortOrder(
  table: OrderedTable,
  { req, tx, body, existing }: HookContext,
) {
  if (existing || body.sort_order !== undefined) return;
  const [{ next }] = await tx
    .select({
      next: sql<number>`coalesce(max(${table.sort_order}), -1)::int + 1`,
    })
    .from(table as unknown as PgTable)
    .where(and(eq(table.merchant_id, tenantOf(req))));
  body.sort_order = next;
}

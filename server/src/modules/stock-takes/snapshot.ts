import { and, inArray, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.js";
import { brands, productCategories, products } from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";

type Row = Record<string, unknown>;
type Scope = "all" | "category" | "brand" | "selected";

const SCOPE_TABLES: Record<
  Exclude<Scope, "all">,
  { table: PgTable & { id: PgColumn; merchant_id: PgColumn }; what: string }
> = {
  category: { table: productCategories, what: "category" },
  brand: { table: brands, what: "brand" },
  selected: { table: products, what: "product" },
};

/**
 * Checks a take's scope: `all` needs no ids (any sent are dropped); the
 * others need at least one id of this business's categories, brands or
 * products. Normalises `body.scope_ids` (unique, sorted).
 */
export async function checkScope(tx: Tx, merchantId: number, body: Row) {
  const scope = body.scope as Scope;
  if (scope === "all") {
    body.scope_ids = [];
    return;
  }
  const ids = [...new Set((body.scope_ids as number[] | undefined) ?? [])].sort(
    (a, b) => a - b,
  );
  const { table, what } = SCOPE_TABLES[scope];
  if (!ids.length)
    throw invalid({ scope_ids: `Choose at least one ${what} to count.` });
  const found = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.merchant_id, merchantId), inArray(table.id, ids)));
  if (found.length !== ids.length)
    throw invalid({ scope_ids: `A selected ${what} does not exist.` });
  body.scope_ids = ids;
}

/** The products a scope covers: stock-tracked and not archived. */
function inScope(scope: Scope, ids: number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  switch (scope) {
    case "all":
      return sql`true`;
    case "category":
      return sql`p.category_id in (${list})`;
    case "brand":
      return sql`p.brand_id in (${list})`;
    case "selected":
      return sql`p.id in (${list})`;
  }
}

/**
 * What a snapshot reads for a product at a location: on hand and average
 * cost now (0 when it never moved there), and the id of its last movement,
 * after which any movement means the product moved since the snapshot.
 */
const SNAPSHOT = (merchantId: number, locationId: number) => sql`
  coalesce(s.on_hand, 0) as expected_qty,
  coalesce(s.avg_cost, 0) as unit_cost,
  (select max(m.id) from stock_movements m
    where m.merchant_id = ${merchantId} and m.product_id = p.id
      and m.location_id = ${locationId}) as snapshot_movement_id
  from products p
  left join stock_levels s on s.merchant_id = p.merchant_id
    and s.product_id = p.id and s.location_id = ${locationId}`;

/**
 * One line per stock-tracked, non-archived product in the take's scope
 * (DOMAIN §3.14 step 1). 422 when the scope holds no such product.
 */
export async function snapshotLines(tx: Tx, take: Row, at?: string) {
  const merchantId = take.merchant_id as number;
  const locationId = take.location_id as number;
  const stamp = at ? sql`${at}::timestamptz` : sql`now()`;
  await waitForMovements(
    tx,
    take,
    inScope(take.scope as Scope, take.scope_ids as number[]),
  );
  const result = await tx.execute(sql`
    insert into stock_take_lines
      (merchant_id, stock_take_id, product_id, expected_qty, unit_cost,
       snapshot_movement_id, snapshot_at, created_at, updated_at)
    select ${merchantId}, ${take.id as number}, p.id, expected_qty, unit_cost,
           snapshot_movement_id, ${stamp}, ${stamp}, ${stamp}
    from (select p.id, p.name, ${SNAPSHOT(merchantId, locationId)}
          where p.merchant_id = ${merchantId} and p.track_stock
            and p.archived_at is null
            and ${inScope(take.scope as Scope, take.scope_ids as number[])}) p
    order by p.name, p.id`);
  if (!result.rowCount)
    throw invalid({
      scope: "No stock-tracked product is in this scope: choose another.",
    });
}

/** Takes the snapshot again for some lines (their product moved since). */
export async function resnapshotLines(tx: Tx, take: Row, lineIds: number[]) {
  if (!lineIds.length) return;
  const merchantId = take.merchant_id as number;
  const locationId = take.location_id as number;
  const ids = sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await waitForMovements(
    tx,
    take,
    sql`p.id in (select product_id from stock_take_lines
      where merchant_id = ${merchantId} and id in (${ids}))`,
  );
  await tx.execute(sql`
    update stock_take_lines l
    set expected_qty = n.expected_qty, unit_cost = n.unit_cost,
        snapshot_movement_id = n.snapshot_movement_id,
        snapshot_at = now(), updated_at = now()
    from (select p.id, ${SNAPSHOT(merchantId, locationId)}
          where p.merchant_id = ${merchantId}) n
    where l.merchant_id = ${merchantId} and l.stock_take_id = ${take.id as number}
      and l.product_id = n.id
      and l.id in (${ids})`);
}

/**
 * Waits for movements of these products at the take's location that are
 * being posted right now (the ledger holds their level row FOR UPDATE until
 * it commits), so the snapshot that follows sees them and their ids: none
 * can land unseen behind the snapshot's last movement id. Locked in product
 * order, as the ledger locks a batch, so the two cannot deadlock.
 */
async function waitForMovements(tx: Tx, take: Row, products: SQL) {
  await tx.execute(sql`
    select 1 from stock_levels s
    join products p on p.merchant_id = s.merchant_id and p.id = s.product_id
    where s.merchant_id = ${take.merchant_id as number}
      and s.location_id = ${take.location_id as number} and ${products}
    order by s.product_id
    for share of s`);
}

/** `moved_since_snapshot` of a line as SQL (l = stock_take_lines, t = stock_takes). */
export const MOVED_SINCE_SNAPSHOT = sql`exists (
  select 1 from stock_movements m
  where m.merchant_id = l.merchant_id and m.product_id = l.product_id
    and m.location_id = t.location_id
    and m.id > coalesce(l.snapshot_movement_id, 0))`;

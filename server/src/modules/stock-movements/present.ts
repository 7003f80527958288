import { z } from "zod";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.js";
import {
  locations,
  products,
  purchaseOrders,
  stockMovements,
  stockTakes,
  users,
} from "../../db/schema/index.js";

type Row = Record<string, unknown>;

/** The names a movement record carries besides its columns (INVENTORY_API.md). */
export const movementNames = {
  product_name: z.string(),
  location_name: z.string(),
  /** "PO-000012", "ST-000003"; null for manual and (until checkout) sales. */
  reference_label: z.string().nullable(),
  performed_by_name: z.string().nullable(),
};

const ids = (rows: Row[], key: string) => [
  ...new Set(
    rows.map((r) => r[key]).filter((v): v is number => typeof v === "number"),
  ),
];

async function names(
  db: Queryable,
  merchantId: number,
  table: { id: PgColumn; merchant_id: PgColumn },
  label: PgColumn,
  wanted: number[],
): Promise<Map<number, string>> {
  if (!wanted.length) return new Map();
  const found = (await db
    .select({ id: table.id, label })
    .from(table as never)
    .where(
      and(eq(table.merchant_id, merchantId), inArray(table.id, wanted)),
    )) as { id: number; label: string }[];
  return new Map(found.map((r) => [r.id, r.label]));
}

/** Adds product, location, reference and user names to stock movement rows. */
export async function presentMovements(db: Queryable, rows: Row[]) {
  if (!rows.length) return rows;
  const merchantId = rows[0]!.merchant_id as number;
  const refIds = (type: string) =>
    ids(
      rows.filter((r) => r.reference_type === type),
      "reference_id",
    );
  const [product, location, po, take, user] = await Promise.all([
    names(db, merchantId, products, products.name, ids(rows, "product_id")),
    names(db, merchantId, locations, locations.name, ids(rows, "location_id")),
    names(
      db,
      merchantId,
      purchaseOrders,
      purchaseOrders.po_number,
      refIds("purchase_order"),
    ),
    names(
      db,
      merchantId,
      stockTakes,
      stockTakes.reference,
      refIds("stock_take"),
    ),
    names(db, merchantId, users, users.name, ids(rows, "performed_by")),
  ]);
  const reference = (r: Row) => {
    const id = r.reference_id as number | null;
    if (id === null) return null;
    if (r.reference_type === "purchase_order") return po.get(id) ?? null;
    if (r.reference_type === "stock_take") return take.get(id) ?? null;
    return null;
  };
  return rows.map((r) => ({
    ...r,
    product_name: product.get(r.product_id as number) ?? "",
    location_name: location.get(r.location_id as number) ?? "",
    reference_label: reference(r),
    performed_by_name:
      r.performed_by === null
        ? null
        : (user.get(r.performed_by as number) ?? null),
  }));
}

const m = stockMovements;
const nameOf = (table: string, label: string, fk: PgColumn): SQL =>
  sql`(select x.${sql.raw(label)} from ${sql.raw(table)} x where x.merchant_id = ${m.merchant_id} and x.id = ${fk})`;

/** Sort keys for the names (the list sorts by what it shows). */
export const movementSorts: Record<string, SQL> = {
  product_name: nameOf("products", "name", m.product_id),
  product_id: nameOf("products", "name", m.product_id),
  location_name: nameOf("locations", "name", m.location_id),
  location_id: nameOf("locations", "name", m.location_id),
  performed_by_name: sql`(select u.name from users u where u.id = ${m.performed_by})`,
  reference_label: sql`case ${m.reference_type}
    when 'purchase_order' then ${nameOf("purchase_orders", "po_number", m.reference_id)}
    when 'stock_take' then ${nameOf("stock_takes", "reference", m.reference_id)} end`,
};

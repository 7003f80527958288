import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import {
  locations,
  products,
  purchaseOrderLines,
  suppliers,
} from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import {
  checkedAmount,
  fitsMoney,
  times,
  tooLargeAmount,
  unitsAt,
} from "../../lib/amounts.js";
import { sameBusinessRow } from "../../lib/tenantScope.js";
import type { LineInput } from "./schemas.js";

type Row = Record<string, unknown>;

/** What a line needs to know about its product. */
export type ProductInfo = {
  id: number;
  name: string;
  track_stock: boolean;
  archived: boolean;
  supply_price: number;
  /** The product's tax rate, else the delivery location's default product tax, else 0 (percent points). */
  rate_pct: string;
};

export async function productInfo(
  db: Queryable,
  merchantId: number,
  locationId: number,
  productIds: number[],
): Promise<Map<number, ProductInfo>> {
  if (!productIds.length) return new Map();
  const result = await db.execute<ProductInfo>(sql`
    select p.id, p.name, p.track_stock, p.archived_at is not null as archived,
           p.supply_price, coalesce(tr.rate_pct, ltr.rate_pct, 0)::text as rate_pct
    from products p
    left join tax_rates tr on tr.merchant_id = p.merchant_id and tr.id = p.tax_rate_id
    left join locations l on l.merchant_id = p.merchant_id and l.id = ${locationId}
    left join tax_rates ltr
      on ltr.merchant_id = p.merchant_id and ltr.id = l.default_product_tax_rate_id
    where p.merchant_id = ${merchantId}
      and p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      { ...r, id: Number(r.id), supply_price: Number(r.supply_price) },
    ]),
  );
}

/** A line with its cost decided (the product's supply price when none was given). */
export type ResolvedLine = LineInput & { unit_cost: number; rate_pct: string };

/**
 * Checks the lines of a draft against the products (of this business,
 * stock-tracked, not archived when added, once each) and fills in the
 * default cost. `kept` are the ids of the order's existing lines.
 */
export function resolveLines(
  lines: LineInput[],
  info: Map<number, ProductInfo>,
  kept: Map<number, { product_id: number }>,
): ResolvedLine[] {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const out = lines.map((line, i) => {
    const at = `lines.${i}`;
    const p = info.get(line.product_id);
    const old = line.id === undefined ? undefined : kept.get(line.id);
    if (line.id !== undefined && !old)
      errors[`${at}.id`] = "This line is not on this order.";
    if (!p) errors[`${at}.product_id`] = "The selected product does not exist.";
    else if (!p.track_stock)
      errors[`${at}.product_id`] =
        `${p.name} does not track stock: only stock-tracked products can be ordered.`;
    else if (p.archived && old?.product_id !== p.id)
      errors[`${at}.product_id`] =
        `${p.name} is archived: restore it before ordering it.`;
    else if (seen.has(p.id))
      errors[`${at}.product_id`] =
        `${p.name} is already on another line of this order.`;
    if (p) seen.add(p.id);
    return {
      ...line,
      unit_cost: line.unit_cost ?? p?.supply_price ?? 0,
      rate_pct: p?.rate_pct ?? "0",
    };
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/** A rate in percent points ("12.5", numeric(7,4)) as ten-thousandths of a percent. */
function rateE4(ratePct: string): bigint {
  const [whole, frac = ""] = ratePct.split(".");
  return BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, "0").slice(0, 4));
}

/**
 * Order totals (DOMAIN §1.2, §3.13): line total = quantity × unit cost; tax
 * per line = line total × rate, rounded half away from zero to the minor
 * unit (amounts are never negative, so half up); subtotal and tax are sums
 * of the rounded lines; total = subtotal + tax + shipping (shipping untaxed).
 * All in BigInt: a line total or the order total beyond MONEY_MAX is
 * refused with 422 (lib/amounts.ts), so every stored total is exact.
 */
export function orderTotals(lines: ResolvedLine[], shippingCost: number) {
  let subtotal = 0n;
  let tax = 0n;
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    const lineTotal = times(l.quantity_ordered, l.unit_cost);
    if (!fitsMoney(lineTotal))
      errors[`lines.${i}.unit_cost`] = tooLargeAmount(
        `Line ${i + 1} (${unitsAt(l.quantity_ordered, l.unit_cost)})`,
      );
    subtotal += lineTotal;
    tax += (lineTotal * rateE4(l.rate_pct) * 2n + 1_000_000n) / 2_000_000n;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  // subtotal, tax and shipping are each at most the total
  checkedAmount(
    subtotal + tax + BigInt(shippingCost),
    "lines",
    "The order total (lines, tax and shipping)",
  );
  return {
    subtotal: Number(subtotal),
    tax_total: Number(tax),
    total: Number(subtotal + tax + BigInt(shippingCost)),
  };
}

export const linesOf = (db: Queryable, merchantId: number, orderId: number) =>
  db
    .select()
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.merchant_id, merchantId),
        eq(purchaseOrderLines.purchase_order_id, orderId),
      ),
    )
    .orderBy(asc(purchaseOrderLines.id));

/**
 * Replaces a draft's lines: kept lines are updated, others removed, new ones
 * added; `at` stamps them (the demo seed's instant, else now).
 */
export async function saveLines(
  tx: Tx,
  merchantId: number,
  orderId: number,
  lines: ResolvedLine[],
  at?: string,
) {
  const stamp = at ? sql`${at}::timestamptz` : sql`now()`;
  const keep = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
  const stored = await linesOf(tx, merchantId, orderId);
  const gone = stored.filter((l) => !keep.has(l.id)).map((l) => l.id);
  if (gone.length)
    await tx
      .delete(purchaseOrderLines)
      .where(
        and(
          eq(purchaseOrderLines.merchant_id, merchantId),
          inArray(purchaseOrderLines.id, gone),
        ),
      );
  for (const l of lines) {
    const values = {
      product_id: l.product_id,
      quantity_ordered: l.quantity_ordered,
      unit_cost: l.unit_cost,
      note: l.note ?? null,
    };
    if (l.id)
      await tx
        .update(purchaseOrderLines)
        .set({ ...values, updated_at: stamp })
        .where(
          and(
            eq(purchaseOrderLines.merchant_id, merchantId),
            eq(purchaseOrderLines.id, l.id),
          ),
        );
    else
      await tx.insert(purchaseOrderLines).values({
        ...values,
        merchant_id: merchantId,
        purchase_order_id: orderId,
        created_at: stamp,
        updated_at: stamp,
      });
  }
}

/** Adds the lines (with product name and SKU) and the supplier and location names to order rows. */
export async function decorateOrders(db: Queryable, rows: Row[]) {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      purchase_order_id: purchaseOrderLines.purchase_order_id,
      product_id: purchaseOrderLines.product_id,
      product_name: products.name,
      sku: products.sku,
      quantity_ordered: purchaseOrderLines.quantity_ordered,
      unit_cost: purchaseOrderLines.unit_cost,
      quantity_received: purchaseOrderLines.quantity_received,
      line_total: purchaseOrderLines.line_total,
      note: purchaseOrderLines.note,
    })
    .from(purchaseOrderLines)
    .leftJoin(
      products,
      sameBusinessRow(products, purchaseOrderLines.product_id),
    )
    .where(inArray(purchaseOrderLines.purchase_order_id, ids))
    .orderBy(asc(purchaseOrderLines.id));
  const names = async (
    table: typeof suppliers | typeof locations,
    key: string,
  ) => {
    const wanted = [...new Set(rows.map((r) => r[key] as number))];
    const found = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, wanted));
    return new Map(found.map((f) => [f.id, f.name]));
  };
  const supplierNames = await names(suppliers, "supplier_id");
  const locationNames = await names(locations, "location_id");
  // A received (possibly closed short) or cancelled order expects nothing more.
  const open = (r: Row) => r.status !== "received" && r.status !== "cancelled";
  return rows.map((r) => ({
    ...r,
    supplier_name: supplierNames.get(r.supplier_id as number) ?? null,
    location_name: locationNames.get(r.location_id as number) ?? null,
    lines: lines
      .filter((l) => l.purchase_order_id === r.id)
      .map(({ purchase_order_id: _order, ...l }) => ({
        ...l,
        outstanding: open(r)
          ? Math.max(0, l.quantity_ordered - l.quantity_received)
          : 0,
      })),
  }));
}

import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { products } from "../products/products.js";
import { purchaseOrders } from "./purchaseOrders.js";

/**
 * Lines of a purchase order (DOMAIN §3.13). `unit_cost` is pre-filled from
 * the product's supply price; `quantity_received` is cumulative over the
 * receipts; `line_total` = quantity_ordered × unit_cost (generated).
 */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    purchase_order_id: refColumn("purchase_order_id").notNull(),
    product_id: refColumn("product_id").notNull(),
    quantity_ordered: integer("quantity_ordered").notNull(),
    unit_cost: bigint("unit_cost", { mode: "number" }).notNull().default(0),
    quantity_received: integer("quantity_received").notNull().default(0),
    line_total: bigint("line_total", { mode: "number" })
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`${purchaseOrderLines.quantity_ordered}::bigint * ${purchaseOrderLines.unit_cost}`,
      ),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.purchase_order_id, purchaseOrders, "cascade"),
    businessRef(t, t.product_id, products),
    index("purchase_order_lines_order_idx").on(
      t.merchant_id,
      t.purchase_order_id,
      t.id,
    ),
    uniqueIndex("purchase_order_lines_order_product_key").on(
      t.merchant_id,
      t.purchase_order_id,
      t.product_id,
    ),
    index("purchase_order_lines_product_idx").on(t.product_id),
    check(
      "purchase_order_lines_quantity_ordered_check",
      sql`${t.quantity_ordered} > 0`,
    ),
    check("purchase_order_lines_unit_cost_check", sql`${t.unit_cost} >= 0`),
    check(
      "purchase_order_lines_quantity_received_check",
      sql`${t.quantity_received} >= 0`,
    ),
  ],
);

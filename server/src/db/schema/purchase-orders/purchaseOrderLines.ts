import { sql } from "drizzle-orm";
import {
  bigint,
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
import { moneyCheck, quantityCheck } from "../bounds.js";

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
    quantityCheck(
      "purchase_order_lines_quantity_ordered_check",
      t.quantity_ordered,
      1,
    ),
    moneyCheck("purchase_order_lines_unit_cost_check", t.unit_cost),
    moneyCheck("purchase_order_lines_line_total_check", t.line_total),
    quantityCheck(
      "purchase_order_lines_quantity_received_check",
      t.quantity_received,
    ),
  ],
);

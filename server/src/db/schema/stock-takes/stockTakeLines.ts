import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
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
import { stockTakes } from "./stockTakes.js";
import {
  moneyCheck,
  quantityCheck,
  signedMoneyCheck,
  stockFigureCheck,
} from "../bounds.js";

/**
 * Lines of a stock take (DOMAIN §3.14): `expected_qty` and `unit_cost` are
 * the on hand and average cost at the snapshot; `counted_qty` null = not
 * counted. `difference` = counted − expected and `cost_difference` =
 * difference × unit_cost are generated (null while uncounted).
 * `snapshot_at` and `snapshot_movement_id` (the level's last stock movement
 * id when the snapshot was taken, null if none) tell whether the product
 * moved since: any movement of the product at the take's location with a
 * higher id did.
 */
export const stockTakeLines = pgTable(
  "stock_take_lines",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    stock_take_id: refColumn("stock_take_id").notNull(),
    product_id: refColumn("product_id").notNull(),
    expected_qty: integer("expected_qty").notNull(),
    counted_qty: integer("counted_qty"),
    difference: integer("difference").generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`${stockTakeLines.counted_qty} - ${stockTakeLines.expected_qty}`,
    ),
    unit_cost: bigint("unit_cost", { mode: "number" }).notNull().default(0),
    cost_difference: bigint("cost_difference", {
      mode: "number",
    }).generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`(${stockTakeLines.counted_qty} - ${stockTakeLines.expected_qty})::bigint * ${stockTakeLines.unit_cost}`,
    ),
    reason: text("reason"),
    snapshot_at: timestamp("snapshot_at", {
      withTimezone: true,
      mode: "string",
    })
      .notNull()
      .defaultNow(),
    snapshot_movement_id: refColumn("snapshot_movement_id"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.stock_take_id, stockTakes, "cascade"),
    businessRef(t, t.product_id, products),
    uniqueIndex("stock_take_lines_take_product_key").on(
      t.merchant_id,
      t.stock_take_id,
      t.product_id,
    ),
    index("stock_take_lines_product_idx").on(t.product_id),
    quantityCheck("stock_take_lines_counted_qty_check", t.counted_qty),
    stockFigureCheck("stock_take_lines_expected_qty_check", t.expected_qty),
    moneyCheck("stock_take_lines_unit_cost_check", t.unit_cost),
    signedMoneyCheck(
      "stock_take_lines_cost_difference_check",
      t.cost_difference,
    ),
  ],
);

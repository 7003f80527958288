import { bigint, index, integer, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { products } from "../products/products.js";
import { moneyCheck, stockFigureCheck } from "../bounds.js";

/**
 * Stock on hand per product and location (DOMAIN §3.15): a cache of
 * `stock_movements`, created by the first movement. Only the ledger module
 * (server/src/modules/stock/ledger.ts) writes it, in the transaction that
 * appends the movement, after SELECT ... FOR UPDATE on this row.
 * Keyed by (merchant_id, product_id, location_id): the API id is
 * "<product_id>-<location_id>".
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    merchant_id: tenantColumn(),
    product_id: refColumn("product_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    /** May go negative: sales are never blocked for stock. */
    on_hand: integer("on_hand").notNull().default(0),
    /** Moving average cost per unit, minor units (§4.7). */
    avg_cost: bigint("avg_cost", { mode: "number" }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.product_id, t.location_id),
    businessRef(t, t.product_id, products),
    businessRef(t, t.location_id, locations),
    index("stock_levels_location_idx").on(t.merchant_id, t.location_id),
    moneyCheck("stock_levels_avg_cost_check", t.avg_cost),
    stockFigureCheck("stock_levels_on_hand_check", t.on_hand),
  ],
);

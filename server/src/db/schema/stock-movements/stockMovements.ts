import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  oneOf,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { products } from "../products/products.js";
import { users } from "../users/users.js";
import {
  moneyCheck,
  signedMoneyCheck,
  stockFigureCheck,
  stockStepCheck,
} from "../bounds.js";

/** Movement types (DOMAIN §3.16, MVP). */
export const STOCK_MOVEMENT_TYPES = [
  "opening_balance",
  "purchase_received",
  "sale",
  "sale_return",
  "stock_take_adjustment",
  "adjust_increase",
  "adjust_decrease",
  "internal_use",
] as const;

/** Types posted by hand from the stock-on-hand screen: a reason is required. */
export const MANUAL_STOCK_MOVEMENT_TYPES = [
  "adjust_increase",
  "adjust_decrease",
  "internal_use",
] as const;

/** Types that add stock (quantity_change > 0). */
export const INCOMING_STOCK_MOVEMENT_TYPES = [
  "opening_balance",
  "purchase_received",
  "sale_return",
  "adjust_increase",
] as const;

/** Types that remove stock (quantity_change < 0). */
export const OUTGOING_STOCK_MOVEMENT_TYPES = [
  "sale",
  "adjust_decrease",
  "internal_use",
] as const;

export const STOCK_REFERENCE_TYPES = [
  "sale",
  "refund",
  "purchase_order",
  "stock_take",
  "manual",
] as const;

/**
 * The stock ledger (DOMAIN §3.16, §1.2 "Append-only ledgers"): insert-only,
 * a trigger (migration stock_ledger_triggers) refuses UPDATE, DELETE and
 * TRUNCATE. Only server/src/modules/stock/ledger.ts inserts here.
 * `avg_cost_after` is the moving average after the row, so the ledger alone
 * says what the stock is worth (checkStockLedger replays it).
 * `reference_id` points at the sale, refund, purchase order or stock take
 * named by `reference_type` (no foreign key: it is polymorphic).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    product_id: refColumn("product_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    occurred_at: timestamp("occurred_at", {
      withTimezone: true,
      mode: "string",
    })
      .notNull()
      .defaultNow(),
    type: text("type").notNull(),
    quantity_change: integer("quantity_change").notNull(),
    quantity_after: integer("quantity_after").notNull(),
    unit_cost: bigint("unit_cost", { mode: "number" }).notNull(),
    value_change: bigint("value_change", { mode: "number" }).notNull(),
    avg_cost_after: bigint("avg_cost_after", { mode: "number" }).notNull(),
    reference_type: text("reference_type"),
    reference_id: refColumn("reference_id"),
    reason_text: text("reason_text"),
    /** User; null = system. */
    performed_by: integer("performed_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.product_id, products),
    businessRef(t, t.location_id, locations),
    index("stock_movements_level_idx").on(
      t.merchant_id,
      t.product_id,
      t.location_id,
      t.id,
    ),
    index("stock_movements_merchant_idx").on(
      t.merchant_id,
      t.occurred_at,
      t.id,
    ),
    index("stock_movements_location_idx").on(t.location_id),
    index("stock_movements_reference_idx")
      .on(t.merchant_id, t.reference_type, t.reference_id)
      .where(sql`${t.reference_id} is not null`),
    index("stock_movements_performed_by_idx")
      .on(t.performed_by)
      .where(sql`${t.performed_by} is not null`),
    enumCheck("stock_movements_type_check", t.type, STOCK_MOVEMENT_TYPES),
    enumCheck(
      "stock_movements_reference_type_check",
      t.reference_type,
      STOCK_REFERENCE_TYPES,
    ),
    check(
      "stock_movements_quantity_change_check",
      sql`case when ${oneOf(t.type, INCOMING_STOCK_MOVEMENT_TYPES)} then ${t.quantity_change} > 0 when ${oneOf(t.type, OUTGOING_STOCK_MOVEMENT_TYPES)} then ${t.quantity_change} < 0 else ${t.quantity_change} <> 0 end`,
    ),
    moneyCheck("stock_movements_unit_cost_check", t.unit_cost),
    moneyCheck("stock_movements_avg_cost_after_check", t.avg_cost_after),
    signedMoneyCheck("stock_movements_value_change_range", t.value_change),
    stockFigureCheck("stock_movements_quantity_after_check", t.quantity_after),
    stockStepCheck("stock_movements_quantity_change_range", t.quantity_change),
    check(
      "stock_movements_value_change_check",
      sql`${t.value_change} = ${t.quantity_change}::bigint * ${t.unit_cost}`,
    ),
    check(
      "stock_movements_reason_check",
      sql`not ${oneOf(t.type, MANUAL_STOCK_MOVEMENT_TYPES)} or coalesce(btrim(${t.reason_text}), '') <> ''`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { suppliers } from "../suppliers/suppliers.js";
import { createdBy } from "../users/createdBy.js";
import { users } from "../users/users.js";
import { moneyCheck } from "../bounds.js";

export const PURCHASE_ORDER_STATUSES = [
  "draft",
  "ordered",
  "partially_received",
  "received",
  "cancelled",
] as const;

/**
 * Purchase orders (DOMAIN §3.13). `po_number` (`PO-000123`) comes from
 * nextDocumentNumber (server/src/lib/documentNumbers.ts); it is immutable and
 * never reused. Totals are computed from the lines by the server.
 * `closed_short` is true when a partially received order was closed,
 * dropping what was outstanding. Never deleted once ordered (only drafts).
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    po_number: text("po_number").notNull(),
    supplier_id: refColumn("supplier_id").notNull(),
    /** Delivery point: receipts post stock here. */
    location_id: refColumn("location_id").notNull(),
    status: text("status").notNull().default("draft"),
    order_date: date("order_date", { mode: "string" }).notNull(),
    expected_date: date("expected_date", { mode: "string" }),
    ordered_at: timestamp("ordered_at", { withTimezone: true, mode: "string" }),
    received_at: timestamp("received_at", {
      withTimezone: true,
      mode: "string",
    }),
    received_by: integer("received_by").references(() => users.id),
    supplier_invoice_no: text("supplier_invoice_no"),
    reference: text("reference"),
    /** Printed on the order. */
    notes: text("notes"),
    shipping_cost: bigint("shipping_cost", { mode: "number" })
      .notNull()
      .default(0),
    subtotal: bigint("subtotal", { mode: "number" }).notNull().default(0),
    tax_total: bigint("tax_total", { mode: "number" }).notNull().default(0),
    total: bigint("total", { mode: "number" }).notNull().default(0),
    closed_short: boolean("closed_short").notNull().default(false),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      purchaseOrders.po_number,
      purchaseOrders.supplier_invoice_no,
      purchaseOrders.reference,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.supplier_id, suppliers),
    businessRef(t, t.location_id, locations),
    uniqueIndex("purchase_orders_merchant_po_number_key").on(
      t.merchant_id,
      t.po_number,
    ),
    index("purchase_orders_merchant_idx").on(t.merchant_id, t.order_date, t.id),
    index("purchase_orders_status_idx").on(t.merchant_id, t.status),
    index("purchase_orders_supplier_idx").on(t.supplier_id),
    index("purchase_orders_location_idx").on(t.location_id),
    searchIndex("purchase_orders_search_idx", t.search_text),
    enumCheck(
      "purchase_orders_status_check",
      t.status,
      PURCHASE_ORDER_STATUSES,
    ),
    moneyCheck("purchase_orders_shipping_cost_check", t.shipping_cost),
    moneyCheck("purchase_orders_subtotal_check", t.subtotal),
    moneyCheck("purchase_orders_tax_total_check", t.tax_total),
    moneyCheck("purchase_orders_total_check", t.total),
    check(
      "purchase_orders_expected_date_check",
      sql`${t.expected_date} is null or ${t.expected_date} >= ${t.order_date}`,
    ),
    check(
      "purchase_orders_closed_short_check",
      sql`not ${t.closed_short} or ${t.status} = 'received'`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { invoiceSequences } from "../invoice-sequences/invoiceSequences.js";
import { locations } from "../locations/locations.js";
import { users } from "../users/users.js";
import { saleItems } from "./saleItems.js";
import { sales } from "./sales.js";
import { moneyCheck, quantityCheck } from "../bounds.js";

/**
 * Refunds (DOMAIN §3.32): a document of its own, numbered from the sale's
 * location's invoice sequence, dated `refund_at`; the sale is never edited.
 * total = Σ item totals + tip_refund_amount = −Σ its refund payments.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    refund_number: text("refund_number").notNull(),
    invoice_sequence_id: refColumn("invoice_sequence_id").notNull(),
    invoice_seq_no: bigint("invoice_seq_no", { mode: "number" }).notNull(),
    original_sale_id: refColumn("original_sale_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    refund_at: timestamp("refund_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    reason: text("reason"),
    processed_by: integer("processed_by")
      .notNull()
      .references((): AnyPgColumn => users.id),
    tip_refund_amount: bigint("tip_refund_amount", { mode: "number" })
      .notNull()
      .default(0),
    total: bigint("total", { mode: "number" }).notNull(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      refunds.refund_number,
      refunds.reason,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.original_sale_id, sales),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.invoice_sequence_id, invoiceSequences),
    uniqueIndex("refunds_merchant_number_key").on(
      t.merchant_id,
      t.refund_number,
    ),
    uniqueIndex("refunds_sequence_number_key").on(
      t.merchant_id,
      t.invoice_sequence_id,
      t.invoice_seq_no,
    ),
    index("refunds_sale_idx").on(t.merchant_id, t.original_sale_id),
    index("refunds_refund_at_idx").on(t.merchant_id, t.refund_at),
    searchIndex("refunds_search_idx", t.search_text),
    check(
      "refunds_amounts_check",
      sql`${t.tip_refund_amount} between 0 and ${t.total}`,
    ),
    moneyCheck("refunds_total_check", t.total),
  ],
);

/** What a refund gives back of one sale item (refundLine of the money module). */
export const refundItems = pgTable(
  "refund_items",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    refund_id: refColumn("refund_id").notNull(),
    sale_item_id: refColumn("sale_item_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
    net_amount: bigint("net_amount", { mode: "number" }).notNull(),
    tax_amount: bigint("tax_amount", { mode: "number" }).notNull(),
    total_amount: bigint("total_amount", { mode: "number" }).notNull(),
    restock: boolean("restock").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.refund_id, refunds),
    businessRef(t, t.sale_item_id, saleItems),
    index("refund_items_refund_idx").on(t.merchant_id, t.refund_id),
    index("refund_items_sale_item_idx").on(t.merchant_id, t.sale_item_id),
    check(
      "refund_items_amounts_check",
      sql`${t.total_amount} = ${t.net_amount} + ${t.tax_amount}
        and (${t.quantity} > 0 or ${t.total_amount} > 0)`,
    ),
    quantityCheck("refund_items_quantity_check", t.quantity),
    moneyCheck("refund_items_net_amount_check", t.net_amount),
    moneyCheck("refund_items_tax_amount_check", t.tax_amount),
    moneyCheck("refund_items_total_amount_check", t.total_amount),
  ],
);

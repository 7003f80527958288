import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  idColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { createdBy } from "../users/createdBy.js";

/**
 * Invoice number sequences (DOMAIN §3.37): each location points at one; sales
 * and refunds draw `prefix || lpad(next_number, padding)` under FOR UPDATE.
 * Not archived (not in the §1.2 archive list): a sequence in use cannot be
 * deleted because locations reference it.
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull().default(""),
    next_number: bigint("next_number", { mode: "number" }).notNull().default(1),
    padding: smallint("padding").notNull().default(6),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      invoiceSequences.name,
      invoiceSequences.prefix,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    index("invoice_sequences_merchant_idx").on(t.merchant_id),
    uniqueIndex("invoice_sequences_merchant_name_key").on(
      t.merchant_id,
      sql`lower(${t.name})`,
    ),
    // Two sequences with one prefix would issue the same invoice numbers.
    uniqueIndex("invoice_sequences_merchant_prefix_key").on(
      t.merchant_id,
      t.prefix,
    ),
    check("invoice_sequences_next_number_check", sql`${t.next_number} >= 1`),
    check(
      "invoice_sequences_padding_check",
      sql`${t.padding} between 1 and 12`,
    ),
    searchIndex("invoice_sequences_search_idx", t.search_text),
  ],
);

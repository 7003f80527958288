import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { businessKey, oneOf, tenantColumn } from "../columns.js";

/** The documents numbered per business (`A-000123`, `PO-000123`, `ST-000045`). */
export const DOCUMENT_KINDS = [
  "appointment",
  "purchase_order",
  "stock_take",
] as const;

/**
 * Per-merchant counters of document references (DOMAIN §3.13, §3.14, §3.30).
 * One row per business and kind; `server/src/lib/documentNumbers.ts` takes
 * the next number by locking the row in the transaction that inserts the
 * document, so a rollback gives no number away and none is ever reused.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    merchant_id: tenantColumn(),
    kind: text("kind").notNull(),
    last_value: bigint("last_value", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    businessKey(t, t.kind),
    check("document_counters_kind_check", oneOf(t.kind, DOCUMENT_KINDS)),
    check("document_counters_last_value_check", sql`${t.last_value} >= 0`),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  enumCheck,
  idColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { createdBy } from "../users/createdBy.js";

export const PAYMENT_KINDS = ["cash", "card", "voucher", "other"] as const;

/**
 * Payment types (DOMAIN §3.40). Cash, Card and Voucher are system rows
 * (`is_system`): never archived, kind fixed (the API refuses the change).
 * Only `voucher` payments touch voucher balances.
 */
export const paymentTypes = pgTable(
  "payment_types",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    is_system: boolean("is_system").notNull().default(false),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [paymentTypes.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("payment_types_merchant_idx").on(t.merchant_id, t.sort_order, t.id),
    uniqueActiveName("payment_types_merchant_name_key", t),
    searchIndex("payment_types_search_idx", t.search_text),
    // One system row per kind (cash, card, voucher).
    uniqueIndex("payment_types_merchant_system_kind_key")
      .on(t.merchant_id, t.kind)
      .where(sql`${t.is_system}`),
    enumCheck("payment_types_kind_check", t.kind, PAYMENT_KINDS),
    check(
      "payment_types_system_not_archived_check",
      sql`not ${t.is_system} or ${t.archived_at} is null`,
    ),
  ],
);

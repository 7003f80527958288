import {
  index,
  integer,
  pgTable,
  text,
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

export const CANCELLATION_INITIATORS = ["client", "business", "any"] as const;

/** Reasons offered when an appointment is cancelled (DOMAIN §3.8), ordered by sort_order. */
export const cancellationReasons = pgTable(
  "cancellation_reasons",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    initiated_by: text("initiated_by").notNull().default("any"),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [cancellationReasons.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("cancellation_reasons_merchant_idx").on(
      t.merchant_id,
      t.sort_order,
      t.id,
    ),
    uniqueActiveName("cancellation_reasons_merchant_name_key", t),
    searchIndex("cancellation_reasons_search_idx", t.search_text),
    enumCheck(
      "cancellation_reasons_initiated_by_check",
      t.initiated_by,
      CANCELLATION_INITIATORS,
    ),
  ],
);

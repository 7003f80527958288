import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";

export const TIP_CALCULATE_ON = ["before_tax", "after_tax"] as const;

/**
 * Tip settings, one row per location (DOMAIN §3.39). The row is the
 * location's own configuration, so it goes with the location (cascade).
 */
export const tipSettings = pgTable(
  "tip_settings",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    location_id: refColumn("location_id").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    /** Up to 5 ascending percentages, each 5–100 (ascending order is checked by the API). */
    suggested_pct: numeric("suggested_pct", { precision: 7, scale: 4 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    allow_custom: boolean("allow_custom").notNull().default(true),
    calculate_on: text("calculate_on").notNull().default("after_tax"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations, "cascade"),
    index("tip_settings_merchant_idx").on(t.merchant_id),
    uniqueIndex("tip_settings_location_key").on(t.merchant_id, t.location_id),
    enumCheck(
      "tip_settings_calculate_on_check",
      t.calculate_on,
      TIP_CALCULATE_ON,
    ),
    check(
      "tip_settings_suggested_pct_check",
      sql`cardinality(${t.suggested_pct}) <= 5 and 5 <= all(${t.suggested_pct}) and 100 >= all(${t.suggested_pct})`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const LANGUAGES = ["en", "es", "de", "it", "ru", "ae"] as const;

/**
 * The tenant: one row per business (DOMAIN §3.1); the `business-details`
 * resource. Every MVP field of §3.1 is here ("Later" fields are not).
 */
export const merchants = pgTable(
  "merchants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    business_name: text("business_name").notNull(),
    country_code: char("country_code", { length: 2 }).notNull(),
    currency_code: char("currency_code", { length: 3 }).notNull(),
    default_timezone: text("default_timezone").notNull(),
    default_language: text("default_language").notNull().default("en"),
    prices_include_tax: boolean("prices_include_tax").notNull().default(true),
    email: text("email"),
    phone: text("phone"),
    logo_path: text("logo_path"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      "merchants_default_language_check",
      sql`${t.default_language} in ('en', 'es', 'de', 'it', 'ru', 'ae')`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { services } from "./services.js";
import { moneyCheck } from "../bounds.js";

export const PRICE_TYPES = ["fixed", "from", "free"] as const;

/**
 * A service's durations and prices (DOMAIN §3.23, at least one per service,
 * checked by the API). Saved with the service; a hard-deleted service takes
 * its options along, unless an appointment points at one (then the delete
 * fails with 23503 and the service is archived).
 */
export const servicePricingOptions = pgTable(
  "service_pricing_options",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    service_id: refColumn("service_id").notNull(),
    /** e.g. "60 min"; unique within the service. */
    name: text("name"),
    duration_minutes: integer("duration_minutes").notNull(),
    price_type: text("price_type").notNull().default("fixed"),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    special_price: bigint("special_price", { mode: "number" }),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.service_id, services, "cascade"),
    index("service_pricing_options_merchant_idx").on(t.merchant_id),
    index("service_pricing_options_service_idx").on(
      t.service_id,
      t.sort_order,
      t.id,
    ),
    uniqueIndex("service_pricing_options_service_name_key")
      .on(t.merchant_id, t.service_id, sql`lower(${t.name})`)
      .where(sql`${t.archived_at} is null and ${t.name} is not null`),
    enumCheck(
      "service_pricing_options_price_type_check",
      t.price_type,
      PRICE_TYPES,
    ),
    check(
      "service_pricing_options_duration_check",
      sql`${t.duration_minutes} between 5 and 720 and ${t.duration_minutes} % 5 = 0`,
    ),
    check(
      "service_pricing_options_price_check",
      sql`${t.price} >= 0 and (${t.price_type} <> 'free' or ${t.price} = 0)`,
    ),
    moneyCheck("service_pricing_options_price_range", t.price),
    moneyCheck("service_pricing_options_special_price_range", t.special_price),
    check(
      "service_pricing_options_special_price_check",
      sql`${t.special_price} >= 0 and ${t.special_price} < ${t.price}`,
    ),
  ],
);

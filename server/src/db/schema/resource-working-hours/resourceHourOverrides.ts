import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import type { TimeInterval } from "../jsonTypes.js";
import { resources } from "../resources/resources.js";
import { createdBy } from "../users/createdBy.js";

/** One day that replaces a resource's working hours (DOMAIN §3.22); `[]` = blocked that day. */
export const resourceHourOverrides = pgTable(
  "resource_hour_overrides",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    resource_id: refColumn("resource_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    intervals: jsonb("intervals")
      .$type<TimeInterval[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note"),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.resource_id, resources),
    index("resource_hour_overrides_merchant_idx").on(t.merchant_id, t.date),
    uniqueIndex("resource_hour_overrides_resource_date_key").on(
      t.merchant_id,
      t.resource_id,
      t.date,
    ),
    check(
      "resource_hour_overrides_intervals_check",
      sql`jsonb_typeof(${t.intervals}) = 'array'`,
    ),
  ],
);

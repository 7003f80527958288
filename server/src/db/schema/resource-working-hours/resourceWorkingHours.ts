import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import type { WeekHours } from "../jsonTypes.js";
import { resources } from "../resources/resources.js";
import { createdBy } from "../users/createdBy.js";

/**
 * When a resource is available (DOMAIN §3.22): same shape as shift patterns.
 * A resource with no rows is available whenever its location is open; close
 * dates apply too. Date overrides are `resource_hour_overrides`.
 */
export const resourceWorkingHours = pgTable(
  "resource_working_hours",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    resource_id: refColumn("resource_id").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    /** Null = open-ended. */
    end_date: date("end_date", { mode: "string" }),
    repeat_weeks: smallint("repeat_weeks").notNull().default(1),
    weeks: jsonb("weeks").$type<WeekHours[]>().notNull(),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.resource_id, resources),
    index("resource_working_hours_merchant_idx").on(t.merchant_id),
    index("resource_working_hours_resource_idx").on(
      t.resource_id,
      t.start_date,
    ),
    check(
      "resource_working_hours_range_check",
      sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`,
    ),
    check(
      "resource_working_hours_repeat_weeks_check",
      sql`${t.repeat_weeks} between 1 and 4`,
    ),
    check(
      "resource_working_hours_weeks_check",
      sql`jsonb_typeof(${t.weeks}) = 'array' and jsonb_array_length(${t.weeks}) = ${t.repeat_weeks}`,
    ),
  ],
);

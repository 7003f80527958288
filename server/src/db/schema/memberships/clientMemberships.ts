import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
  type BusinessTarget,
} from "../columns.js";
import { clients } from "../clients/clients.js";
import { createdBy } from "../users/createdBy.js";
import { memberships } from "./memberships.js";
import { saleItems } from "../sales/saleItems.js";

export const CLIENT_MEMBERSHIP_STATUSES = [
  "pending",
  "active",
  "expired",
  "cancelled",
] as const;

/**
 * A membership sold to a client (DOMAIN §3.25), created by checkout:
 * `pending` until its sale is fully paid, then `active`. Redeeming a
 * session (a 100 % membership discount at checkout) increments
 * `sessions_used` under a row lock.
 */
export const clientMemberships = pgTable(
  "client_memberships",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    client_id: refColumn("client_id").notNull(),
    membership_id: refColumn("membership_id").notNull(),
    sale_item_id: refColumn("sale_item_id").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    /** start_date + the membership's validity. */
    expiry_date: date("expiry_date", { mode: "string" }).notNull(),
    /** Snapshot of sessions_count; null = unlimited. */
    sessions_total: integer("sessions_total"),
    sessions_used: integer("sessions_used").notNull().default(0),
    status: text("status").notNull().default("active"),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.client_id, clients),
    businessRef(t, t.membership_id, memberships),
    businessRef(t, t.sale_item_id, (): BusinessTarget => saleItems),
    index("client_memberships_merchant_idx").on(t.merchant_id, t.status),
    index("client_memberships_client_idx").on(t.client_id),
    index("client_memberships_membership_idx").on(t.membership_id),
    index("client_memberships_sale_item_idx").on(t.sale_item_id),
    enumCheck(
      "client_memberships_status_check",
      t.status,
      CLIENT_MEMBERSHIP_STATUSES,
    ),
    check(
      "client_memberships_dates_check",
      sql`${t.expiry_date} >= ${t.start_date}`,
    ),
    check(
      "client_memberships_sessions_check",
      sql`${t.sessions_used} >= 0 and (${t.sessions_total} is null or (${t.sessions_total} > 0 and ${t.sessions_used} <= ${t.sessions_total}))`,
    ),
  ],
);

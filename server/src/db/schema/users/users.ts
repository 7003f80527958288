import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  directoryIdColumn,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";

/**
 * Sign-in accounts: role 2 owners and role 3 staff (DOMAIN §3.2). A directory
 * table, not a business table: sign-in finds the account by its e-mail,
 * unique across all businesses, before any business is known, so on Citus it
 * is a reference table (docs/scaling.md). Its `merchant_id` is data (which
 * business the account opens), not a distribution key. `team_member_id` has
 * no foreign key because a reference table cannot point into a distributed
 * one; the team-members module keeps it (and deletes the login with its
 * member).
 */
export const users = pgTable(
  "users",
  {
    id: directoryIdColumn(),
    merchant_id: tenantColumn(),
    team_member_id: refColumn("team_member_id"),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    role: smallint("role").notNull(),
    name: text("name").notNull(),
    token_version: integer("token_version").notNull().default(0),
    /**
     * Role 3: the calendar (service 2) narrowed to the member's own
     * appointments (Fresha's "basic" level, issue 23): others' show as busy
     * time without client details, and only their own may be changed
     * (modules/calendar/ownCalendar.ts).
     */
    own_calendar_only: boolean("own_calendar_only").notNull().default(false),
    last_login_at: timestamp("last_login_at", {
      withTimezone: true,
      mode: "string",
    }),
    disabled_at: timestamp("disabled_at", {
      withTimezone: true,
      mode: "string",
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_team_member_key").on(t.team_member_id),
    index("users_merchant_idx").on(t.merchant_id),
    check("users_role_check", sql`${t.role} in (2, 3)`),
    check(
      "users_staff_member_check",
      sql`${t.role} <> 3 or ${t.team_member_id} is not null`,
    ),
  ],
);

/** Single-use password reset tokens, stored as SHA-256 hashes; a directory table like users. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: directoryIdColumn(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "string" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("password_resets_token_key").on(t.token_hash),
    index("password_resets_user_idx").on(t.user_id),
  ],
);

/** What a staff user may open, by service id (DOMAIN §3.3); a business table pointing at the users directory. */
export const staffPermissions = pgTable(
  "staff_permissions",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service_id: smallint("service_id").notNull(),
    permission_status: smallint("permission_status").notNull().default(1),
  },
  (t) => [
    businessKey(t, t.id),
    uniqueIndex("staff_permissions_user_service_key").on(
      t.merchant_id,
      t.user_id,
      t.service_id,
    ),
    check(
      "staff_permissions_status_check",
      sql`${t.permission_status} in (0, 1)`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tenantColumn, timestamps } from "../columns.js";
import { teamMembers } from "../team-members/teamMembers.js";

/** Sign-in accounts: role 2 owners and role 3 staff (DOMAIN §3.2). */
export const users = pgTable(
  "users",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    team_member_id: integer("team_member_id").references(() => teamMembers.id, {
      onDelete: "cascade",
    }),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    role: smallint("role").notNull(),
    name: text("name").notNull(),
    token_version: integer("token_version").notNull().default(0),
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

/** Single-use password reset tokens, stored as SHA-256 hashes. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: idColumn(),
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

/** What a staff user may open, by service id (DOMAIN §3.3). */
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
    uniqueIndex("staff_permissions_user_service_key").on(
      t.user_id,
      t.service_id,
    ),
    check(
      "staff_permissions_status_check",
      sql`${t.permission_status} in (0, 1)`,
    ),
  ],
);

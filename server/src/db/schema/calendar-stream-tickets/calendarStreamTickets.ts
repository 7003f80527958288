import { index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessKey, tenantColumn } from "../columns.js";
import { users } from "../users/users.js";

/**
 * The tickets of the calendar's live stream (modules/calendar/streamTickets.ts):
 * one row per ticket issued, keyed by the ticket's id, until it expires (60
 * seconds; expired rows are deleted when the business's next ticket is
 * issued). Using a ticket sets `used_at` in one UPDATE that only a ticket not
 * yet used matches, so it opens one stream on whichever server process it
 * reaches first, and no lock outlives that statement. The rows of a user
 * that have not expired are what the per-user ticket cap counts.
 */
export const calendarStreamTickets = pgTable(
  "calendar_stream_tickets",
  {
    merchant_id: tenantColumn(),
    jti: uuid("jti").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    businessKey(t, t.jti),
    index("calendar_stream_tickets_expiry_idx").on(t.merchant_id, t.expires_at),
  ],
);

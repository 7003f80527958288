import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { businessKey, tenantColumn } from "../columns.js";

/**
 * Answers of writes sent with an `Idempotency-Key` header
 * (server/src/lib/idempotency.ts): one row per business, user and key,
 * inserted as the first statement of the write's transaction and completed
 * with the answer before COMMIT, so the effect and its stored answer commit
 * together. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    merchant_id: tenantColumn(),
    user_id: integer("user_id").notNull(),
    key: text("key").notNull(),
    /** Method, path and SHA-256 of the canonical body. */
    fingerprint: text("fingerprint").notNull(),
    response_status: smallint("response_status"),
    response_body: jsonb("response_body"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.user_id, t.key),
    index("idempotency_keys_created_idx").on(t.created_at),
  ],
);

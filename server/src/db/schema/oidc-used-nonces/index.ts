import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The nonces of identity-provider sign-ins already exchanged for a session
 * (modules/oidc/nonces.ts): the SHA-256 of each, kept until the nonce itself
 * expires. Recording one is a single INSERT that only a nonce not yet used
 * gets through, so a replayed ID token is refused on whichever server
 * process it reaches. A directory table: it is read before the business is
 * known. Expired rows are deleted by the next sign-in.
 */
export const oidcUsedNonces = pgTable(
  "oidc_used_nonces",
  {
    nonce_hash: text("nonce_hash").primaryKey(),
    expires_at: timestamp("expires_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
  },
  (t) => [index("oidc_used_nonces_expiry_idx").on(t.expires_at)],
);

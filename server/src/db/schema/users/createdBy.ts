import { integer, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * `created_by` (DOMAIN §1.2): the user who created the row, null for system
 * and seed rows. Set by the server, never taken from a request body. No
 * cascade: a user who authored rows is disabled, not deleted.
 *
 * A function declaration on purpose: it is hoisted, so tables reached through
 * the users → team_members → departments import cycle can call it before
 * this module has finished evaluating (`users` is only read lazily).
 */
export function createdBy() {
  return integer("created_by").references((): AnyPgColumn => users.id);
}

import { sql, type SQL } from "drizzle-orm";

/**
 * CHECKOUT (issue 24, sales reports): figures that read sales, which do not
 * exist yet. Each answers 0 until the checkout issue adds `sales`; that work
 * replaces the bodies below with the real sums (DOMAIN §5.1, §5.8) and the
 * reports that call them need no other change.
 */

/**
 * A client's total sales (DOMAIN §5.8): total sales (§5.1) of their
 * non-voided sales net of refunds, in minor units. `clientId` is the SQL
 * expression of the client's id in the calling query.
 */
export const clientTotalSales = (clientId: SQL): SQL =>
  sql`(0 * ${clientId})::bigint`;

/** What a client still owes on their sales (Σ balance_due of unpaid and part-paid sales). */
export const clientBalanceDue = (clientId: SQL): SQL =>
  sql`(0 * ${clientId})::bigint`;

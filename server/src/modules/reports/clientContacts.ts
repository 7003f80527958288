import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../../lib/access.js";
import { hasPermission } from "../../plugins/auth.js";

/** Service id of clients (DOMAIN §2): who may open a client may see how to reach them. */
const CLIENTS_SERVICE = 3;

/**
 * May this user see clients' contact details (mobile, e-mail) in a report
 * and its export? The owner may; staff only with the clients service (3),
 * whatever report service they were granted. The one decision every report
 * asks (columns marked `contact`). MERGE NOTE: the shared rule for
 * appointment exports (branch `staffdata`) decides the same; point this
 * function at it when both are in.
 */
export async function canSeeClientContacts(
  app: FastifyInstance,
  user: AuthUser,
): Promise<boolean> {
  if (user.role === 2) return true;
  return hasPermission(app, user.merchantId, user.id, CLIENTS_SERVICE);
}

import type { FastifyInstance } from "fastify";
import type { AuthUser } from "./access.js";
import { hasPermission } from "../plugins/auth.js";

/**
 * Clients' contact details (e-mail, mobile) belong to the clients area
 * (service 3, DOMAIN §2): lists and exports of other areas (sales, payments)
 * carry them only for users who may open clients, the owner or staff granted
 * service 3. A resource names its contact fields (`contactFields`, e.g.
 * `client.email`); crudReads sends list and export rows through
 * `hideContacts` unless `seesContacts`.
 *
 * The same rule as lib/contactAccess.ts of the staffdata branch (issue 28),
 * which reads the granted services with the user: at merge, keep that one
 * (synchronous `seesContacts(user)`) and drop this file.
 */
export const CONTACTS_SERVICE = 3;

export async function seesContacts(
  app: FastifyInstance,
  user: AuthUser | undefined,
): Promise<boolean> {
  if (!user) return false;
  if (user.role === 2) return true;
  return hasPermission(app, user.merchantId, user.id, CONTACTS_SERVICE);
}

type Row = Record<string, unknown>;

/** The rows without their contact details: null in a list, left out of an export (`drop`). */
export function hideContacts<T extends Row>(
  rows: T[],
  fields: readonly string[],
  { drop = false }: { drop?: boolean } = {},
): T[] {
  if (!fields.length) return rows;
  const paths = fields.map((f) => f.split("."));
  const hide = (obj: Row, [key, ...rest]: string[]): Row => {
    if (!Object.hasOwn(obj, key)) return obj;
    const copy = { ...obj };
    if (rest.length) {
      const inner = obj[key];
      if (inner && typeof inner === "object" && !Array.isArray(inner))
        copy[key] = hide(inner as Row, rest);
    } else if (drop) delete copy[key];
    else copy[key] = null;
    return copy;
  };
  return rows.map((row) => paths.reduce<Row>(hide, row) as T);
}

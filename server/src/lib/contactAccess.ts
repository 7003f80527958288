import { mayUse, type AuthUser } from "./access.js";

/**
 * Clients' contact details (e-mail, mobile, any field that reaches a
 * person) belong to the clients area (service 3, DOMAIN §2). Lists and
 * exports of other areas (appointments, reports; later sales) carry them
 * only for users who may open clients: the owner, or staff granted
 * service 3. Reports leave a contact column out (`contact` columns,
 * modules/reports) unless `seesContacts`. A single record a screen of another area works
 * with (the calendar's appointment) keeps them.
 *
 * The one rule for every list, export and report: declare the row's contact
 * fields (`contactFields` of a resource, or pass them here) and send rows
 * through `hideContacts` unless `seesContacts(req.auth)`. A list with a
 * contact column of its own must also refuse those users filters, sorts and
 * searches on it (today's lists carry contacts only in a nested `client`,
 * which they neither filter nor sort by).
 */
export const CONTACTS_SERVICE = 3;

export const seesContacts = (user: AuthUser | undefined) =>
  user !== undefined && mayUse(user, CONTACTS_SERVICE);

/**
 * Contact fields of a row: a column (`recipient_email`) or a field of a
 * nested object (`client.email`, `client.mobile`).
 */
export type ContactFields = readonly string[];

type Row = Record<string, unknown>;

/**
 * The rows without their contact details. A list keeps the fields with
 * null (its schema says they may be empty); an export (`drop`) leaves them
 * out, so a nested object in a CSV cell does not claim the client has none.
 */
export function hideContacts<T extends Row>(
  rows: T[],
  fields: ContactFields,
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

import type { Queryable } from "../../db/client.js";

/**
 * Questions the settings area asks about sales. There is no sales table yet:
 * the sales issue replaces these bodies with queries on `sales` and `refunds`;
 * until then no sale exists and no invoice number has been issued.
 */

/** True once the merchant has recorded a sale; the currency is then read-only (DOMAIN §3.1). */
export async function merchantHasSales(
  _db: Queryable,
  _merchantId: number,
): Promise<boolean> {
  return false;
}

/**
 * The highest invoice number issued from a sequence, or 0 when none was; the
 * next number may never go back to one already issued (DOMAIN §3.37).
 */
export async function highestIssuedInvoiceNumber(
  _db: Queryable,
  _sequenceId: number,
): Promise<number> {
  return 0;
}

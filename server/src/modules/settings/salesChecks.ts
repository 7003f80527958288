import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** Questions the settings area asks about sales (DOMAIN §3.1, §3.37), answered from `sales` and `refunds`. */

/** True once the merchant has recorded a sale; the currency is then read-only (DOMAIN §3.1). */
export async function merchantHasSales(
  db: Queryable,
  merchantId: number,
): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from sales where merchant_id = ${merchantId} limit 1`,
  );
  return rows.length > 0;
}

/**
 * The highest invoice number issued from a sequence (by a sale or a
 * refund), or 0 when none was; the next number may never go back to one
 * already issued (DOMAIN §3.37).
 */
export async function highestIssuedInvoiceNumber(
  db: Queryable,
  sequenceId: number,
): Promise<number> {
  const { rows } = await db.execute<{ n: number | string | null }>(sql`
    select greatest(
      (select max(invoice_seq_no) from sales where invoice_sequence_id = ${sequenceId}),
      (select max(invoice_seq_no) from refunds where invoice_sequence_id = ${sequenceId})) as n`);
  return Number(rows[0]?.n ?? 0);
}

import { sql, type SQL } from "drizzle-orm";

/**
 * The client figures that read sales (DOMAIN §5.1, §5.8), for the client
 * list and client retention. `clientId` is the SQL expression of the
 * client's id in the calling query. Voided sales count for nothing; voucher
 * items are a liability, outside total sales (§5.1).
 */

/** Σ (net + tax) of the client's non-voucher items in non-voided sales. */
const soldTo = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(si.total_amount), 0) from sale_items si
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    where s.client_id = ${clientId} and s.status <> 'voided' and si.item_type <> 'voucher')`;

/** Σ (net + tax) refunded of those items (tip refunds are not sales). */
const refundedTo = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(ri.total_amount), 0) from refund_items ri
    join sale_items si on si.merchant_id = ri.merchant_id and si.id = ri.sale_item_id
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    where s.client_id = ${clientId} and s.status <> 'voided' and si.item_type <> 'voucher')`;

/**
 * A client's total sales (DOMAIN §5.8): total sales (§5.1 net sales + tax)
 * of their non-voided sales net of refunds, in minor units.
 */
export const clientTotalSales = (clientId: SQL): SQL =>
  sql`(${soldTo(clientId)} - ${refundedTo(clientId)})::bigint`;

/** What a client still owes on their sales (Σ balance_due of unpaid and part-paid sales). */
export const clientBalanceDue = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(s.balance_due), 0) from sales s
    where s.client_id = ${clientId} and s.status in ('unpaid', 'part_paid'))::bigint`;

import { sql, type SQL } from "drizzle-orm";
import {
  REFUND_LINE_MEASURES,
  SALE_LINE_MEASURES,
} from "../../shared/money/reportFigures.js";
import { measureSql } from "./salesLines.js";

/**
 * The client figures that read sales (DOMAIN §5.1, §5.8), for the client
 * list and client retention. `clientId` is the SQL expression of the
 * client's id in the calling query. Voided sales count for nothing; voucher
 * items are a liability, outside total sales (§5.1).
 */

/** Σ total sales (§5.1) of the client's items in non-voided sales (the money module's rule). */
const soldTo = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(${measureSql(SALE_LINE_MEASURES.total_sales, "si")}), 0) from sale_items si
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    where s.client_id = ${clientId} and s.status <> 'voided')`;

/** What refunds of those items take off total sales (negative; tip refunds are not sales). */
const refundedTo = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(${measureSql(REFUND_LINE_MEASURES.total_sales, "ri")}), 0) from refund_items ri
    join sale_items si on si.merchant_id = ri.merchant_id and si.id = ri.sale_item_id
    join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
    where s.client_id = ${clientId} and s.status <> 'voided')`;

/**
 * A client's total sales (DOMAIN §5.8): total sales (§5.1 net sales + tax)
 * of their non-voided sales net of refunds, in minor units.
 */
export const clientTotalSales = (clientId: SQL): SQL =>
  sql`(${soldTo(clientId)} + ${refundedTo(clientId)})::bigint`;

/** What a client still owes on their sales (Σ balance_due of unpaid and part-paid sales). */
export const clientBalanceDue = (clientId: SQL): SQL =>
  sql`(select coalesce(sum(s.balance_due), 0) from sales s
    where s.client_id = ${clientId} and s.status in ('unpaid', 'part_paid'))::bigint`;

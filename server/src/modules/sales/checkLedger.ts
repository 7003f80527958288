import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

const scope = (alias: string, merchantId?: number): SQL =>
  merchantId === undefined
    ? sql``
    : sql`and ${sql.raw(alias)}.merchant_id = ${merchantId}`;

async function findings(db: Queryable, query: SQL): Promise<string[]> {
  const { rows } = await db.execute<{ finding: string }>(query);
  return rows.map((r) => r.finding);
}

/**
 * The money ledger identities (DOMAIN §1.2, §3.28, §3.31, §3.32) that
 * `npm run db:check` re-proves, each returning its findings as sentences:
 * - sales: amount_paid = Σ payments of kind payment; tip_total = Σ their
 *   tips; total = Σ item totals (and subtotal, discounts, tax likewise);
 *   balance_due = total + tips − paid; the status follows the amount paid;
 * - refunds: total = Σ item totals + tip refund = −Σ its refund payments;
 *   no item refunded beyond what was sold;
 * - vouchers: balance = Σ ledger amounts = the last row's balance_after;
 *   a valid voucher has its `issue` row, an unpaid one none;
 * - commission: no accrual reversed beyond its amount.
 */
export const moneyChecks = {
  sales: (db: Queryable, merchantId?: number) =>
    findings(
      db,
      sql`select 'sale ' || s.invoice_number || ' (merchant ' || s.merchant_id || '): ' || problem as finding
      from sales s
      left join lateral (select coalesce(sum(p.amount), 0) paid, coalesce(sum(p.tip_amount), 0) tips
        from payments p where p.merchant_id = s.merchant_id and p.sale_id = s.id and p.kind = 'payment') p on true
      left join lateral (select coalesce(sum(i.total_amount), 0) total, coalesce(sum(i.gross_amount), 0) gross,
          coalesce(sum(i.discount_amount), 0) discount, coalesce(sum(i.tax_amount), 0) tax, count(*) n
        from sale_items i where i.merchant_id = s.merchant_id and i.sale_id = s.id) i on true
      cross join lateral (values
        (case when s.amount_paid <> p.paid then 'amount_paid ' || s.amount_paid || ' <> Σ payments ' || p.paid end),
        (case when s.tip_total <> p.tips and s.status <> 'voided' then 'tip_total ' || s.tip_total || ' <> Σ tips ' || p.tips end),
        (case when s.total <> i.total or s.subtotal <> i.gross or s.discount_total <> i.discount or s.tax_total <> i.tax
          then 'totals differ from the sum of its items' end),
        (case when i.n = 0 then 'has no items' end),
        (case when s.balance_due <> s.total + s.tip_total - s.amount_paid then 'balance_due is not total + tips − paid' end),
        (case when s.status <> 'voided' and s.status <> (case when s.balance_due = 0 then 'paid'
          when s.amount_paid = 0 then 'unpaid' else 'part_paid' end) then 'status ' || s.status || ' does not follow the amount paid' end)
      ) v(problem)
      where problem is not null ${scope("s", merchantId)}
      order by s.id`,
    ),
  refunds: (db: Queryable, merchantId?: number) =>
    findings(
      db,
      sql`select 'refund ' || r.refund_number || ' (merchant ' || r.merchant_id || '): ' || problem as finding
      from refunds r
      left join lateral (select coalesce(sum(i.total_amount), 0) items from refund_items i
        where i.merchant_id = r.merchant_id and i.refund_id = r.id) i on true
      left join lateral (select coalesce(-sum(p.amount), 0) back from payments p
        where p.merchant_id = r.merchant_id and p.refund_id = r.id) p on true
      cross join lateral (values
        (case when r.total <> i.items + r.tip_refund_amount then 'total <> Σ items + tip refund' end),
        (case when r.total <> p.back then 'total ' || r.total || ' <> money given back ' || p.back end)
      ) v(problem)
      where problem is not null ${scope("r", merchantId)}
      union all
      select 'sale item ' || si.id || ' (merchant ' || si.merchant_id || '): refunded beyond what was sold'
      from sale_items si
      join (select merchant_id, sale_item_id, sum(quantity) q, sum(total_amount) t from refund_items group by 1, 2) ri
        on ri.merchant_id = si.merchant_id and ri.sale_item_id = si.id
      where (ri.q > si.quantity or ri.t > si.total_amount) ${scope("si", merchantId)}`,
    ),
  vouchers: (db: Queryable, merchantId?: number) =>
    findings(
      db,
      sql`select 'voucher ' || v.code || ' (merchant ' || v.merchant_id || '): ' || problem as finding
      from vouchers v
      left join lateral (select coalesce(sum(t.amount), 0) total, count(*) filter (where t.kind = 'issue') issued,
          (array_agg(t.balance_after order by t.id desc))[1] last_after
        from voucher_transactions t where t.merchant_id = v.merchant_id and t.voucher_id = v.id) t on true
      cross join lateral (values
        (case when v.balance <> t.total then 'balance ' || v.balance || ' <> Σ ledger ' || t.total end),
        (case when t.last_after is not null and t.last_after <> v.balance then 'balance <> the last balance_after' end),
        (case when v.status = 'valid' and t.issued = 0 then 'valid without an issue row' end),
        (case when v.status = 'unpaid' and (t.issued > 0 or v.balance <> 0) then 'unpaid with a balance' end),
        (case when v.status = 'redeemed' and v.balance <> 0 then 'redeemed with a balance' end)
      ) x(problem)
      where problem is not null ${scope("v", merchantId)}
      order by v.id`,
    ),
  commission: (db: Queryable, merchantId?: number) =>
    findings(
      db,
      sql`select 'commission entry ' || a.id || ' (merchant ' || a.merchant_id || '): reversed beyond its amount' as finding
      from commission_entries a
      join (select merchant_id, reverses_entry_id, sum(amount) reversed from commission_entries
        where kind = 'reversal' group by 1, 2) r on r.merchant_id = a.merchant_id and r.reverses_entry_id = a.id
      where a.amount + r.reversed < 0 ${scope("a", merchantId)}`,
    ),
};

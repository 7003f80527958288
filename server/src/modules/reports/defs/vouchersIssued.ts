import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { VOUCHER_STATUSES } from "../../../db/schema/index.js";
import { personName } from "../names.js";
import { dateFilter, idFilter } from "../query.js";
import { defineReport } from "../types.js";

const filters = z
  .object({
    status: z
      .enum(VOUCHER_STATUSES, {
        error: `The voucher status is one of: ${VOUCHER_STATUSES.join(", ")}.`,
      })
      .optional(),
    client_id: idFilter("the client"),
    expiry_from: dateFilter("the first expiry date (expiry_from)"),
    expiry_to: dateFilter("the last expiry date (expiry_to)"),
    balance_on: dateFilter('the "balance as on" date (balance_on)'),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.expiry_from && f.expiry_to && f.expiry_to < f.expiry_from)
      ctx.addIssue({
        code: "custom",
        path: ["expiry_to"],
        message:
          "The end date (expiry_to) must be on or after the start date (expiry_from).",
      });
  });

/**
 * Issued vouchers (DOMAIN §5.7, service 19): one row per voucher whose
 * issue date (the local date of its sale) is in the range. The money
 * columns read the voucher's ledger (voucher_transactions): sold = its
 * `issue` row (0 while unpaid), redeemed = redemptions net of reversals,
 * refunded = given back with a refund or void, expired = what expiry took.
 * A valid voucher whose expiry date has passed at its location counts as
 * expired on read (the hourly job may not have run yet): its balance moves
 * to expired. So per row balance = sold − redeemed − refunded − expired,
 * and the balance total is the outstanding liability (valid vouchers only).
 * Price paid is the voucher's share of its sale item's total (after
 * discounts; vouchers carry no tax), the item's remainder cent by cent to
 * its first vouchers, so the prices of an item's vouchers add up to it.
 * Purchaser and recipient contacts only for users who may open clients.
 */
export const vouchersIssuedReport = defineReport({
  name: "vouchers",
  serviceId: 19,
  summary: "Issued vouchers report",
  description:
    "Every voucher issued on the local days from–to: code, type, issue and expiry dates, invoice, purchaser, recipient, location, face value, price paid (its share of the sale item's total), sold, redeemed, refunded, expired, balance (outstanding liability) and status (a valid voucher past its expiry date reads expired). Amounts from the voucher ledger, to now. Filters: location_id, status, client_id (purchaser), expiry_from/expiry_to, balance_on (adds balance_on: the balance at the end of that local day, from the ledger; 0 once past its expiry date). Contact columns only for users who may open clients.",
  dated: true,
  filters,
  basis: () => "voucher_issue_date",
  columns: (f) => [
    { key: "code", type: "text", link: { resource: "vouchers", id: "id" } },
    { key: "voucher_type_name", type: "text", empty: "custom_amount" },
    { key: "issue_date", type: "date" },
    { key: "expiry_date", type: "date" },
    {
      key: "invoice_number",
      type: "text",
      link: { resource: "sales", id: "sale_id" },
    },
    {
      key: "purchaser_name",
      type: "text",
      empty: "walk_in",
      link: { resource: "clients", id: "purchaser_client_id" },
    },
    { key: "purchaser_mobile", type: "text", contact: true },
    { key: "purchaser_email", type: "text", contact: true },
    { key: "recipient_name", type: "text" },
    { key: "recipient_email", type: "text", contact: true },
    { key: "location_name", type: "text" },
    { key: "face_value", type: "money", total: true },
    { key: "price_paid", type: "money", total: true },
    { key: "sold", type: "money", total: true },
    { key: "redeemed", type: "money", total: true },
    { key: "refunded", type: "money", total: true },
    { key: "expired", type: "money", total: true },
    { key: "balance", type: "money", total: true },
    ...(f.balance_on
      ? [{ key: "balance_on", type: "money" as const, total: true }]
      : []),
    { key: "status", type: "text", values: "voucher_status" },
  ],
  defaultSort: () => ({ key: "issue_date", order: "asc" }),
  load: async (ctx, q) => {
    const M = ctx.merchantId;
    const f = q.filters;
    const now = sql`${ctx.now.toISOString()}::timestamptz`;
    const zone = sql`coalesce(l.timezone, ${ctx.timeZone}::text)`;
    // Past its expiry date on the location's clock today: expired on read.
    const lapsed = sql`(v.status = 'valid' and v.expiry_date < (${now} at time zone ${zone})::date)`;
    const status = sql`case when ${lapsed} then 'expired' else v.status end`;
    const where: SQL[] = [
      sql`v.merchant_id = ${M}`,
      sql`v.issue_date between ${q.from}::date and ${q.to}::date`,
    ];
    if (q.location_id !== undefined)
      where.push(sql`v.location_id = ${q.location_id}`);
    if (f.status !== undefined) where.push(sql`${status} = ${f.status}`);
    if (f.client_id !== undefined)
      where.push(sql`v.purchaser_client_id = ${f.client_id}`);
    if (f.expiry_from) where.push(sql`v.expiry_date >= ${f.expiry_from}::date`);
    if (f.expiry_to) where.push(sql`v.expiry_date <= ${f.expiry_to}::date`);
    // Balance as on a date: its ledger up to the end of that local day at
    // the voucher's location; nothing once its expiry date has passed.
    const balanceOn = f.balance_on
      ? sql`(case when v.expiry_date < ${f.balance_on}::date then 0 else coalesce((
          select sum(x.amount) from voucher_transactions x
          where x.merchant_id = v.merchant_id and x.voucher_id = v.id
            and x.occurred_at < ((${f.balance_on}::date + 1)::timestamp at time zone ${zone})
        ), 0) end)::bigint as balance_on,`
      : sql``;
    const contacts = ctx.contacts
      ? sql`c.mobile as purchaser_mobile, c.email as purchaser_email, v.recipient_email,`
      : sql``;
    const select = (only?: SQL) => sql`
      select v.id, v.code, vt.name as voucher_type_name,
        v.issue_date::text as issue_date, v.expiry_date::text as expiry_date,
        s.id as sale_id, s.invoice_number,
        v.purchaser_client_id, ${personName("c")} as purchaser_name, ${contacts}
        v.recipient_name, v.location_id, l.name as location_name,
        v.original_value as face_value,
        (si.total_amount / si.quantity + case when (select count(*) from vouchers w
          where w.merchant_id = v.merchant_id and w.sale_item_id = v.sale_item_id and w.id < v.id)
          < si.total_amount % si.quantity then 1 else 0 end)::bigint as price_paid,
        coalesce(t.sold, 0)::bigint as sold,
        coalesce(t.redeemed, 0)::bigint as redeemed,
        coalesce(t.refunded, 0)::bigint as refunded,
        (coalesce(t.expired, 0) + case when ${lapsed} then v.balance else 0 end)::bigint as expired,
        (case when ${lapsed} then 0 else v.balance end)::bigint as balance, ${balanceOn}
        ${status} as status
      from vouchers v
      left join locations l on l.merchant_id = v.merchant_id and l.id = v.location_id
      left join voucher_types vt on vt.merchant_id = v.merchant_id and vt.id = v.voucher_type_id
      left join sale_items si on si.merchant_id = v.merchant_id and si.id = v.sale_item_id
      left join sales s on s.merchant_id = si.merchant_id and s.id = si.sale_id
      left join clients c on c.merchant_id = v.merchant_id and c.id = v.purchaser_client_id
      left join lateral (
        select sum(x.amount) filter (where x.kind = 'issue') as sold,
          -sum(x.amount) filter (where x.kind in ('redeem', 'redeem_reversal')) as redeemed,
          -sum(x.amount) filter (where x.kind in ('refund', 'adjust')) as refunded,
          -sum(x.amount) filter (where x.kind = 'expire') as expired
        from voucher_transactions x
        where x.merchant_id = v.merchant_id and x.voucher_id = v.id) t on true
      where ${sql.join(where, sql` and `)}
        ${only ? sql`and v.id = any(${only})` : sql``}`;
    return { kind: "sql", select };
  },
});

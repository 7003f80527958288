import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  commissionEntries,
  commissionPlanOverrides,
  commissionPlanRules,
  commissionPlans,
  locations,
  saleItems,
  sales,
} from "../../db/schema/index.js";
import {
  commissionEntries as accrue,
  commissionReversal,
  type CommissionPlan,
  type CommissionRule,
  type ItemType,
} from "../../shared/money/index.js";
import { moneyStep } from "./amounts.js";
import type { SaleRow } from "./context.js";

type Item = typeof saleItems.$inferSelect;
type Entry = typeof commissionEntries.$inferSelect;

/** The plans (with rules, overrides and tier periods) of these team members. */
async function loadPlans(tx: Tx, merchantId: number, memberIds: number[]) {
  const plans = await tx
    .select()
    .from(commissionPlans)
    .where(
      and(
        eq(commissionPlans.merchant_id, merchantId),
        inArray(commissionPlans.team_member_id, memberIds),
      ),
    );
  if (!plans.length) return [];
  const rules = await tx
    .select()
    .from(commissionPlanRules)
    .where(
      and(
        eq(commissionPlanRules.merchant_id, merchantId),
        inArray(
          commissionPlanRules.commission_plan_id,
          plans.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(commissionPlanRules.id));
  const overrides = rules.length
    ? await tx
        .select()
        .from(commissionPlanOverrides)
        .where(
          and(
            eq(commissionPlanOverrides.merchant_id, merchantId),
            inArray(
              commissionPlanOverrides.commission_plan_rule_id,
              rules.map((r) => r.id),
            ),
          ),
        )
    : [];
  return plans.map((p) => {
    const own = rules.filter((r) => r.commission_plan_id === p.id);
    const plan: CommissionPlan = {
      team_member_id: p.team_member_id,
      deduct_discounts: p.deduct_discounts,
      rules: own.map((r): CommissionRule => ({
        item_type: r.item_type as ItemType,
        enabled: r.enabled,
        rate_type: r.rate_type as CommissionRule["rate_type"],
        rate_pct: r.rate_pct,
        fixed_amount: r.fixed_amount,
        tiers: r.tiers,
        tier_mode: r.tier_mode as CommissionRule["tier_mode"],
        overrides: overrides
          .filter((o) => o.commission_plan_rule_id === r.id)
          .map((o) => ({
            item_id: (o.service_id ??
              o.product_id ??
              o.membership_id ??
              o.voucher_type_id)!,
            excluded: o.excluded,
            rate_pct: o.rate_pct,
            fixed_amount: o.fixed_amount,
          })),
      })),
    };
    return {
      plan,
      periods: new Map(
        own
          .filter((r) => r.rate_type === "tiered" && r.tier_period)
          .map((r) => [r.item_type as ItemType, r.tier_period!]),
      ),
    };
  });
}

/**
 * Base of a member's eligible lines of item type `type` on earlier fully
 * paid, non-voided sales within the tier period (day, week or month at the
 * sale's location) that contains `at`: where tiered rules place this sale.
 */
async function periodBase(
  tx: Tx,
  sale: SaleRow,
  memberId: number,
  type: ItemType,
  period: string,
  deductDiscounts: boolean,
  at: string,
) {
  const unit = sql.raw(
    `'${period === "day" ? "day" : period === "week" ? "week" : "month"}'`,
  );
  const [row] = await tx
    .select({
      base: sql<number>`coalesce(sum(${deductDiscounts ? saleItems.net_amount : saleItems.gross_amount}), 0)::bigint`,
    })
    .from(saleItems)
    .innerJoin(
      sales,
      and(
        eq(sales.merchant_id, saleItems.merchant_id),
        eq(sales.id, saleItems.sale_id),
      ),
    )
    .innerJoin(
      locations,
      and(
        eq(locations.merchant_id, sales.merchant_id),
        eq(locations.id, sales.location_id),
      ),
    )
    .where(
      and(
        eq(saleItems.merchant_id, sale.merchant_id),
        eq(saleItems.team_member_id, memberId),
        eq(saleItems.item_type, type),
        eq(saleItems.commission_enabled, true),
        sql`${sales.id} <> ${sale.id}`,
        sql`${sales.status} = 'paid'`,
        sql`${sales.paid_at} <= ${at}::timestamptz`,
        sql`${sales.paid_at} >= (date_trunc(${unit}, ${at}::timestamptz at time zone ${locations.timezone}) at time zone ${locations.timezone})`,
      ),
    );
  return Number(row?.base ?? 0);
}

/**
 * Commission accrued when a sale becomes fully paid (DOMAIN §4.4): one
 * entry per eligible item and member plan, dated `at`, computed by the
 * money module's commissionEntries (tax never in the base; tiers placed by
 * the member's earlier sales in the period).
 */
export async function accrueCommission(
  tx: Tx,
  sale: SaleRow,
  items: Item[],
  at: string,
) {
  const memberIds = [
    ...new Set(
      items.map((i) => i.team_member_id).filter((v): v is number => v != null),
    ),
  ];
  if (!memberIds.length) return;
  const rows: (typeof commissionEntries.$inferInsert)[] = [];
  for (const { plan, periods } of await loadPlans(
    tx,
    sale.merchant_id,
    memberIds,
  )) {
    const base: Partial<Record<ItemType, number>> = {};
    for (const [type, period] of periods)
      base[type] = await periodBase(
        tx,
        sale,
        plan.team_member_id,
        type,
        period,
        plan.deduct_discounts,
        at,
      );
    const entries = moneyStep("", () =>
      accrue(
        plan,
        items.map((i) => ({
          sale_item_id: i.id,
          item_type: i.item_type as ItemType,
          item_id: i.item_id,
          quantity: i.quantity,
          gross_amount: i.gross_amount,
          net_amount: i.net_amount,
          team_member_id: i.team_member_id,
          commission_enabled: i.commission_enabled,
        })),
        base,
      ),
    );
    for (const e of entries)
      rows.push({
        merchant_id: sale.merchant_id,
        sale_id: sale.id,
        sale_item_id: e.sale_item_id,
        team_member_id: e.team_member_id,
        location_id: sale.location_id,
        item_type: e.item_type,
        occurred_at: at,
        kind: "accrual",
        base_amount: e.base_amount,
        rate_pct: e.rate_pct,
        fixed_amount: e.fixed_amount,
        amount: e.amount,
      });
  }
  if (rows.length) await tx.insert(commissionEntries).values(rows);
}

async function entriesOf(tx: Tx, merchantId: number, saleId: number) {
  return tx
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.merchant_id, merchantId),
        eq(commissionEntries.sale_id, saleId),
      ),
    )
    .orderBy(asc(commissionEntries.id));
}

const reversedSoFar = (all: Entry[], accrual: Entry) =>
  all
    .filter((e) => e.reverses_entry_id === accrual.id)
    .reduce((a, e) => a + e.amount, 0);

/**
 * A refund's commission reversals (§4.4): each accrual of a refunded item is
 * reversed in proportion to the refunded net (commissionReversal), from the
 * item's refunded parts before and after this refund.
 */
export async function reverseCommissionForRefund(
  tx: Tx,
  sale: SaleRow,
  refundId: number,
  at: string,
  parts: Map<
    number,
    {
      line: Item;
      before: { quantity: number; net_amount: number };
      after: { quantity: number; net_amount: number };
    }
  >,
) {
  const all = await entriesOf(tx, sale.merchant_id, sale.id);
  const rows: (typeof commissionEntries.$inferInsert)[] = [];
  for (const accrual of all.filter((e) => e.kind === "accrual")) {
    const p = parts.get(accrual.sale_item_id);
    if (!p) continue;
    const amount = moneyStep("", () =>
      commissionReversal(accrual.amount, p.line, p.before, p.after),
    );
    if (amount === 0) continue;
    rows.push(reversalRow(accrual, amount, at, refundId));
  }
  if (rows.length) await tx.insert(commissionEntries).values(rows);
}

/** A void reverses what is left of every accrual: −(amount + Σ earlier reversals). */
export async function reverseAllCommission(tx: Tx, sale: SaleRow, at: string) {
  const all = await entriesOf(tx, sale.merchant_id, sale.id);
  const rows = all
    .filter((e) => e.kind === "accrual")
    .map((a) => ({ a, left: a.amount + reversedSoFar(all, a) }))
    .filter(({ left }) => left !== 0)
    .map(({ a, left }) => reversalRow(a, -left, at, null));
  if (rows.length) await tx.insert(commissionEntries).values(rows);
}

const reversalRow = (
  a: Entry,
  amount: number,
  at: string,
  refundId: number | null,
): typeof commissionEntries.$inferInsert => ({
  merchant_id: a.merchant_id,
  sale_id: a.sale_id,
  sale_item_id: a.sale_item_id,
  team_member_id: a.team_member_id,
  location_id: a.location_id,
  item_type: a.item_type,
  occurred_at: at,
  kind: "reversal",
  base_amount: a.base_amount,
  rate_pct: a.rate_pct,
  fixed_amount: a.fixed_amount,
  amount,
  reverses_entry_id: a.id,
  refund_id: refundId,
});

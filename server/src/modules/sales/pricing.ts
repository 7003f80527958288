import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import {
  clientMemberships,
  dealLocations,
  dealProducts,
  deals,
  dealServices,
  membershipLocations,
  memberships,
  membershipServices,
  saleItems,
  sales,
} from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import {
  chooseDeals,
  CODE_REFUSALS,
  computeLine,
  DEAL_REFUSALS,
  MEMBERSHIP_REFUSALS,
  membershipRefusal,
  spreadSaleDiscount,
  type ClientMembershipBenefit,
  type DealRule,
  type DealUsage,
  type Discount,
  type LineAmounts,
} from "../../shared/money/index.js";
import { moneyStep } from "./amounts.js";
import type { ResolvedItem } from "./catalogue.js";

type ClientMembershipRow = typeof clientMemberships.$inferSelect;

/** A priced item: the catalogue item, its one discount and the money module's amounts. */
export interface PricedItem extends ResolvedItem {
  discount: Discount | null;
  deal_id: number | null;
  client_membership_id: number | null;
  amounts: LineAmounts;
}

const idList = (ids: number[]) => sql`${sql.param(ids)}::bigint[]`;

/**
 * The client memberships the cart uses, locked FOR UPDATE in id order (two
 * checkouts using one membership's last session run one after the other),
 * each checked by the money module's membershipRefusal with the sessions
 * the earlier items of this sale use.
 */
async function membershipDiscounts(
  tx: Tx,
  merchantId: number,
  items: ResolvedItem[],
  clientId: number | null,
  locationId: number,
  saleDate: string,
): Promise<Map<number, ClientMembershipRow>> {
  const ids = [
    ...new Set(
      items.flatMap((i) =>
        i.input.discount?.kind === "membership"
          ? [i.input.discount.client_membership_id]
          : [],
      ),
    ),
  ].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const rows = await tx
    .select()
    .from(clientMemberships)
    .where(
      and(
        eq(clientMemberships.merchant_id, merchantId),
        inArray(clientMemberships.id, ids),
      ),
    )
    .orderBy(asc(clientMemberships.id))
    .for("update");
  const planIds = [...new Set(rows.map((r) => r.membership_id))];
  const [plans, svc, locs] = await Promise.all([
    tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.merchant_id, merchantId),
          inArray(memberships.id, planIds.length ? planIds : [0]),
        ),
      ),
    tx
      .select()
      .from(membershipServices)
      .where(
        and(
          eq(membershipServices.merchant_id, merchantId),
          inArray(
            membershipServices.membership_id,
            planIds.length ? planIds : [0],
          ),
        ),
      ),
    tx
      .select()
      .from(membershipLocations)
      .where(
        and(
          eq(membershipLocations.merchant_id, merchantId),
          inArray(
            membershipLocations.membership_id,
            planIds.length ? planIds : [0],
          ),
        ),
      ),
  ]);
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const inCart = new Map<number, number>();
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    const d = item.input.discount;
    if (d?.kind !== "membership") return;
    const cm = rowOf.get(d.client_membership_id);
    const plan = cm && plans.find((p) => p.id === cm.membership_id);
    if (!cm || !plan) {
      errors[`items.${i}.discount`] = "The selected membership does not exist.";
      return;
    }
    const benefit: ClientMembershipBenefit = {
      id: cm.id,
      client_id: cm.client_id,
      status: cm.status as ClientMembershipBenefit["status"],
      start_date: cm.start_date,
      expiry_date: cm.expiry_date,
      sessions_total: cm.sessions_total,
      sessions_used: cm.sessions_used,
      membership: {
        services_scope: plan.services_scope as "all" | "selected",
        service_ids: svc
          .filter((s) => s.membership_id === plan.id)
          .map((s) => s.service_id),
        location_ids: locs
          .filter((l) => l.membership_id === plan.id)
          .map((l) => l.location_id),
      },
    };
    const refusal = membershipRefusal(benefit, {
      client_id: clientId,
      item_type: item.item_type,
      item_id: item.item_id,
      location_id: locationId,
      date: saleDate,
      quantity: item.quantity,
      in_cart: inCart.get(cm.id) ?? 0,
    });
    if (refusal) errors[`items.${i}.discount`] = MEMBERSHIP_REFUSALS[refusal];
    else inCart.set(cm.id, (inCart.get(cm.id) ?? 0) + item.quantity);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rowOf;
}

/** Deals that may apply at `at`, and the one whose code was typed, as the money module reads them. */
export async function loadDeals(
  db: Queryable,
  merchantId: number,
  at: string,
  code: string | null | undefined,
): Promise<DealRule[]> {
  const typed = code?.trim() ? code.trim().toLowerCase() : null;
  const rows = await db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.merchant_id, merchantId),
        or(
          and(
            eq(deals.status, "active"),
            isNull(deals.archived_at),
            sql`${deals.starts_at} <= ${at}::timestamptz`,
            or(
              isNull(deals.ends_at),
              sql`${deals.ends_at} > ${at}::timestamptz`,
            ),
          ),
          typed ? sql`lower(${deals.code}) = ${typed}` : sql`false`,
        ),
      ),
    );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [svc, prod, loc] = await Promise.all([
    db
      .select()
      .from(dealServices)
      .where(
        and(
          eq(dealServices.merchant_id, merchantId),
          inArray(dealServices.deal_id, ids),
        ),
      ),
    db
      .select()
      .from(dealProducts)
      .where(
        and(
          eq(dealProducts.merchant_id, merchantId),
          inArray(dealProducts.deal_id, ids),
        ),
      ),
    db
      .select()
      .from(dealLocations)
      .where(
        and(
          eq(dealLocations.merchant_id, merchantId),
          inArray(dealLocations.deal_id, ids),
        ),
      ),
  ]);
  return rows.map((d) => ({
    id: d.id,
    type: d.type as DealRule["type"],
    code: d.code,
    discount_type: d.discount_type as "percent" | "fixed",
    discount_pct: d.discount_pct,
    discount_amount: d.discount_amount,
    applies_to: d.applies_to as DealRule["applies_to"],
    service_ids: svc.filter((s) => s.deal_id === d.id).map((s) => s.service_id),
    product_ids: prod
      .filter((s) => s.deal_id === d.id)
      .map((s) => s.product_id),
    location_ids: loc
      .filter((s) => s.deal_id === d.id)
      .map((s) => s.location_id),
    channels: d.channels as DealRule["channels"],
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    usage_limit_total: d.usage_limit_total,
    usage_limit_per_client: d.usage_limit_per_client,
    status: d.status as DealRule["status"],
    archived_at: d.archived_at,
  }));
}

/**
 * Uses of deals with a limit (sale items of non-voided sales), after
 * locking those deals' rows: two checkouts using a limited deal's last use
 * run one after the other.
 */
async function dealUsage(
  tx: Tx,
  merchantId: number,
  list: DealRule[],
  clientId: number | null,
): Promise<Record<number, DealUsage>> {
  const limited = list
    .filter(
      (d) => d.usage_limit_total != null || d.usage_limit_per_client != null,
    )
    .map((d) => d.id)
    .sort((a, b) => a - b);
  if (!limited.length) return {};
  await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.merchant_id, merchantId), inArray(deals.id, limited)))
    .orderBy(asc(deals.id))
    .for("update");
  const rows = await tx
    .select({
      deal_id: saleItems.deal_id,
      total: sql<number>`count(*)::int`,
      by_client: sql<number>`count(*) filter (where ${sales.client_id} = ${clientId ?? 0})::int`,
    })
    .from(saleItems)
    .innerJoin(
      sales,
      and(
        eq(sales.merchant_id, saleItems.merchant_id),
        eq(sales.id, saleItems.sale_id),
      ),
    )
    .where(
      and(
        eq(saleItems.merchant_id, merchantId),
        sql`${saleItems.deal_id} = any(${idList(limited)})`,
        sql`${sales.status} <> 'voided'`,
      ),
    )
    .groupBy(saleItems.deal_id);
  return Object.fromEntries(
    rows.map((r) => [r.deal_id!, { total: r.total, by_client: r.by_client }]),
  );
}

/**
 * The one discount of every item (DOMAIN §3.31) and its line amounts:
 * manual and membership discounts stay; other items get the best eligible
 * deal (chooseDeals); a discount on the whole sale is spread over the items
 * still without one (spreadSaleDiscount); then computeLine.
 */
export async function priceItems(
  tx: Tx,
  ctx: {
    merchantId: number;
    locationId: number;
    clientId: number | null;
    channel: string;
    at: string;
    saleDate: string;
    pricesIncludeTax: boolean;
    dealCode: string | null | undefined;
    saleDiscount: number | null | undefined;
  },
  items: ResolvedItem[],
): Promise<{
  priced: PricedItem[];
  memberships: Map<number, ClientMembershipRow>;
}> {
  const cms = await membershipDiscounts(
    tx,
    ctx.merchantId,
    items,
    ctx.clientId,
    ctx.locationId,
    ctx.saleDate,
  );
  const own: (Discount | null)[] = items.map((i) => {
    const d = i.input.discount;
    if (!d) return null;
    if (d.kind === "membership")
      return {
        kind: "membership",
        client_membership_id: d.client_membership_id,
      };
    return "amount" in d
      ? { kind: "manual", amount: d.amount }
      : { kind: "manual", percent: d.percent };
  });
  const list = await loadDeals(tx, ctx.merchantId, ctx.at, ctx.dealCode);
  const usage = await dealUsage(tx, ctx.merchantId, list, ctx.clientId);
  const choice = moneyStep("", () =>
    chooseDeals(
      items.map((it, i) => ({
        item_type: it.item_type,
        item_id: it.item_id,
        quantity: it.quantity,
        unit_price: it.unit_price,
        discount: own[i],
      })),
      list,
      {
        at: ctx.at,
        location_id: ctx.locationId,
        channel: ctx.channel,
        client_id: ctx.clientId,
        code: ctx.dealCode,
      },
      usage,
    ),
  );
  if (choice.code?.refusal) {
    const r = choice.code.refusal;
    throw invalid({
      deal_code:
        r === "unknown_code" || r === "better_deal"
          ? CODE_REFUSALS[r]
          : DEAL_REFUSALS[r],
    });
  }
  let discounts: (Discount | null)[] = items.map((_, i) => {
    const deal = choice.deals[i];
    return own[i] ?? (deal ? { kind: "deal", deal_id: deal.id, deal } : null);
  });
  if (ctx.saleDiscount)
    discounts = moneyStep(
      "discount.",
      () =>
        spreadSaleDiscount(
          ctx.saleDiscount!,
          items.map((it, i) => ({
            quantity: it.quantity,
            unit_price: it.unit_price,
            discount: discounts[i],
          })),
        ),
      "amount",
    );
  const priced = items.map((it, i) => {
    const d = discounts[i];
    const amounts = moneyStep(`items.${i}.`, () =>
      computeLine({
        item_type: it.item_type,
        quantity: it.quantity,
        unit_price: it.unit_price,
        tax_rate_pct: it.tax_rate_pct,
        prices_include_tax: ctx.pricesIncludeTax,
        discount: d,
      }),
    );
    return {
      ...it,
      discount: d,
      deal_id: d?.kind === "deal" ? (d.deal_id ?? null) : null,
      client_membership_id:
        d?.kind === "membership" ? (d.client_membership_id ?? null) : null,
      amounts,
    };
  });
  return { priced, memberships: cms };
}

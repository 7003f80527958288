import type { DealDiscount } from "./discounts.js";
import { instantMs } from "./instants.js";
import type { ItemType } from "./items.js";

/** A deal as the API and the deals table hold it (DOMAIN §3.27). */
export interface DealRule extends DealDiscount {
  id: number;
  type: "promotion_code" | "flash_sale";
  code?: string | null;
  applies_to:
    | "all_services"
    | "selected_services"
    | "all_products"
    | "selected_products"
    | "memberships"
    | "vouchers";
  /** `item_ids` for `selected_services` and `selected_products`. */
  service_ids?: readonly number[];
  product_ids?: readonly number[];
  location_ids: readonly number[];
  channels: "online" | "in_store" | "both";
  starts_at: number | string;
  ends_at?: number | string | null;
  usage_limit_total?: number | null;
  usage_limit_per_client?: number | null;
  status: "active" | "inactive" | "archived";
  archived_at?: string | null;
}

/** The sale a deal would apply to. */
export interface DealContext {
  /** When the sale is made (`sale_at`). */
  at: number | string;
  location_id: number;
  /** The sale's channel: `online` counts as online, every other (in_store, phone, walk_in) as in store. */
  channel: string;
  client_id: number | null;
  /** The promotion code typed at the till, if any. */
  code?: string | null;
}

/** How often a deal was used before this sale: sale items of non-voided sales. */
export interface DealUsage {
  total: number;
  /** By this sale's client (0 for a walk-in). */
  by_client: number;
}

export type DealRefusal =
  | "inactive"
  | "not_started"
  | "ended"
  | "location"
  | "channel"
  | "item"
  | "code"
  | "client_required"
  | "limit_total"
  | "limit_client";

export const DEAL_REFUSALS: Record<DealRefusal, string> = {
  inactive: "This promotion is not active.",
  not_started: "This promotion has not started yet.",
  ended: "This promotion has ended.",
  location: "This promotion is not offered at this location.",
  channel: "This promotion is not offered for this kind of sale.",
  item: "This promotion does not apply to this item.",
  code: "Enter the promotion's code to use it.",
  client_required:
    "This promotion is limited per client: choose the client first.",
  limit_total: "This promotion has been used as often as it may be.",
  limit_client: "This client has used this promotion as often as they may.",
};

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a deal's `applies_to` and item lists cover an item. */
export function dealCoversItem(
  deal: DealRule,
  item: { item_type: ItemType; item_id: number | null },
): boolean {
  const inList = (ids: readonly number[] | undefined) =>
    item.item_id !== null && (ids ?? []).includes(item.item_id);
  switch (deal.applies_to) {
    case "all_services":
      return item.item_type === "service";
    case "selected_services":
      return item.item_type === "service" && inList(deal.service_ids);
    case "all_products":
      return item.item_type === "product";
    case "selected_products":
      return item.item_type === "product" && inList(deal.product_ids);
    case "memberships":
      return item.item_type === "membership";
    case "vouchers":
      return item.item_type === "voucher";
  }
}

/**
 * Why a deal is not on offer at all at this time and location (the first
 * checks of dealRefusal: status, dates, location), or null: what the till
 * can say of a typed code before any item is in the cart.
 */
export function dealOfferRefusal(
  deal: DealRule,
  ctx: Pick<DealContext, "at" | "location_id">,
): "inactive" | "not_started" | "ended" | "location" | null {
  const at = instantMs(ctx.at);
  if (deal.status !== "active" || deal.archived_at) return "inactive";
  if (at < instantMs(deal.starts_at, "starts_at")) return "not_started";
  if (deal.ends_at != null && at >= instantMs(deal.ends_at, "ends_at"))
    return "ended";
  if (!deal.location_ids.includes(ctx.location_id)) return "location";
  return null;
}

/**
 * Why a deal may not discount an item of this sale, or null when it may
 * (DOMAIN §3.27): active and not archived; `starts_at` ≤ sale time <
 * `ends_at`; the sale's location listed; the sale's channel offered; the
 * item covered; a promotion code typed (case and surrounding spaces
 * ignored), a flash sale applying by itself; usage limits counted in sale
 * items, `usage` before this sale plus `inCart` items of this sale already
 * given the deal, so this item would be use number usage + inCart + 1.
 */
export function dealRefusal(
  deal: DealRule,
  item: { item_type: ItemType; item_id: number | null },
  ctx: DealContext,
  usage: DealUsage = { total: 0, by_client: 0 },
  inCart = 0,
): DealRefusal | null {
  const offered = dealOfferRefusal(deal, ctx);
  if (offered) return offered;
  const channel = ctx.channel === "online" ? "online" : "in_store";
  if (deal.channels !== "both" && deal.channels !== channel) return "channel";
  if (!dealCoversItem(deal, item)) return "item";
  if (deal.type === "promotion_code" && !sameCode(deal.code, ctx.code))
    return "code";
  if (deal.usage_limit_total != null)
    if (usage.total + inCart + 1 > deal.usage_limit_total) return "limit_total";
  if (deal.usage_limit_per_client != null) {
    if (ctx.client_id === null) return "client_required";
    if (usage.by_client + inCart + 1 > deal.usage_limit_per_client)
      return "limit_client";
  }
  return null;
}

/**
 * The deal whose code was typed (promotion codes only; an archived deal may
 * share the code of a current one, which then wins), or undefined.
 */
export const dealByCode = (
  deals: readonly DealRule[],
  code: string | null | undefined,
) => {
  const found = deals.filter(
    (d) => d.type === "promotion_code" && sameCode(d.code, code),
  );
  return found.find((d) => !d.archived_at) ?? found[0];
};

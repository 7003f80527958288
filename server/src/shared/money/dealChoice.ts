import { moneyIn, quantityIn } from "./bounds.js";
import { discountAmount, type Discount } from "./discounts.js";
import {
  dealByCode,
  dealRefusal,
  type DealContext,
  type DealRefusal,
  type DealRule,
  type DealUsage,
} from "./deals.js";
import type { ItemType } from "./items.js";

/** An item of the cart, as the till knows it before the line maths. */
export interface CartItem {
  item_type: ItemType;
  item_id: number | null;
  quantity: number;
  unit_price: number;
  /** A manual or membership discount chosen at the till: the item keeps it and gets no deal. */
  discount?: Discount | null;
}

export type CodeRefusal = DealRefusal | "unknown_code" | "better_deal";

export const CODE_REFUSALS: Record<"unknown_code" | "better_deal", string> = {
  unknown_code: "There is no promotion with this code.",
  better_deal:
    "The items this code applies to already have a larger or their own discount.",
};

export interface DealChoice {
  /** Per cart item, in order: the deal that discounts it, or null. */
  deals: (DealRule | null)[];
  /** What became of a typed promotion code; null when none was typed. */
  code: {
    deal: DealRule | null;
    /** How many items it discounts. */
    applied: number;
    /** Why it discounts none (null when it discounts at least one). */
    refusal: CodeRefusal | null;
  } | null;
}

/**
 * Which deal discounts each item (one discount per item, DOMAIN §3.31):
 * items with a manual or membership discount keep it; every other item gets
 * the eligible deal (the typed promotion code, or a flash sale, which applies
 * by its rules alone) that takes the most off it, ties going to the typed
 * code, then to the lower deal id; a deal taking nothing off is not applied.
 * Items are served in cart order, so when a usage limit runs out in this
 * sale the first items get the deal. `usage` holds each deal's uses before
 * this sale.
 */
export function chooseDeals(
  items: readonly CartItem[],
  deals: readonly DealRule[],
  ctx: DealContext,
  usage: Readonly<Record<number, DealUsage>> = {},
): DealChoice {
  const typed = ctx.code?.trim() ? dealByCode(deals, ctx.code) : undefined;
  const inCart = new Map<number, number>();
  const refusalOf = (deal: DealRule, item: CartItem) =>
    dealRefusal(deal, item, ctx, usage[deal.id], inCart.get(deal.id) ?? 0);
  const refusals: DealRefusal[] = [];
  let beaten = false;
  const chosen = items.map((item) => {
    const typedRefusal = typed ? refusalOf(typed, item) : null;
    if (typedRefusal) refusals.push(typedRefusal);
    if (item.discount) {
      beaten ||= !!typed && !typedRefusal;
      return null;
    }
    const quantity = quantityIn(item.quantity);
    const unitPrice = moneyIn(item.unit_price, "unit_price");
    let best: { deal: DealRule; off: bigint } | null = null;
    for (const deal of deals) {
      if (deal === typed ? typedRefusal : refusalOf(deal, item)) continue;
      const off = discountAmount({ kind: "deal", deal }, quantity, unitPrice);
      if (off === 0n) continue;
      const better =
        !best ||
        off > best.off ||
        (off === best.off &&
          best.deal !== typed &&
          (deal === typed || deal.id < best.deal.id));
      if (better) best = { deal, off };
    }
    beaten ||= !!typed && !typedRefusal && best?.deal !== typed;
    if (best) inCart.set(best.deal.id, (inCart.get(best.deal.id) ?? 0) + 1);
    return best?.deal ?? null;
  });
  return { deals: chosen, code: codeOutcome() };

  function codeOutcome(): DealChoice["code"] {
    if (!ctx.code?.trim()) return null;
    if (!typed) return { deal: null, applied: 0, refusal: "unknown_code" };
    const applied = chosen.filter((d) => d === typed).length;
    if (applied) return { deal: typed, applied, refusal: null };
    // The most telling reason: one about the deal itself before "not this item".
    const refusal =
      refusals.find((r) => r !== "item") ?? (beaten ? "better_deal" : "item");
    return { deal: typed, applied, refusal };
  }
}

import type { ItemInput } from "../../modules/sales/schemas.js";
import type { Rng } from "./random.js";
import { stockKey, type Catalogue, type SaleEvent } from "./salesPlan.js";

const RECIPIENTS = [
  "Anna",
  "Lukas",
  "Marie",
  "Jonas",
  "Lea",
  "Felix",
  "Sophie",
];

export /** A client's membership the seed sold: used on later visits while it lasts. */
interface HeldMembership {
  id: number;
  expiry: string;
  sessionsLeft: number | null;
  serviceIds: Set<number> | null;
  locationIds: Set<number>;
}

export /** The items of one sale: the visit's services (a membership session where the client holds one), products at the desk, a voucher or a membership. */
function itemsFor(
  e: SaleEvent,
  cat: Catalogue,
  rng: Rng,
  held: HeldMembership[],
  date: string,
  old: boolean,
): ItemInput[] {
  const items: ItemInput[] = [];
  if (e.kind === "visit")
    for (const l of e.lines) {
      const benefit = held.find(
        (h) =>
          h.expiry >= date &&
          (h.sessionsLeft === null || h.sessionsLeft > 0) &&
          h.locationIds.has(e.locationId) &&
          (h.serviceIds === null || h.serviceIds.has(l.service_id)),
      );
      items.push({
        item_type: "service",
        item_id: l.service_id,
        pricing_option_id: l.pricing_option_id,
        appointment_service_id: l.id,
        team_member_id: l.team_member_id,
        ...(benefit
          ? {
              discount: {
                kind: "membership" as const,
                client_membership_id: benefit.id,
              },
            }
          : {}),
      });
    }
  if (e.kind === "products" || (e.kind === "visit" && rng.chance(0.08))) {
    const n = e.kind === "products" ? rng.int(1, 2) : 1;
    for (const id of rng.sample(cat.products, n)) {
      const key = stockKey(id, e.locationId);
      const quantity = rng.chance(0.2) ? 2 : 1;
      const room = cat.stock.get(key) ?? 0;
      if (room < quantity) continue;
      cat.stock.set(key, room - quantity);
      items.push({ item_type: "product", item_id: id, quantity });
    }
  }
  if (e.kind === "voucher") {
    // Sold over six months ago: the six-month massage voucher, expired by now.
    const custom = !old && rng.chance(0.15);
    const type = old
      ? cat.voucherTypes.find((t) => t.serviceIds !== null)!
      : rng.pick(cat.voucherTypes);
    items.push({
      item_type: "voucher",
      item_id: custom ? null : type.id,
      ...(custom ? { unit_price: rng.pick([3000, 7500, 15000]) } : {}),
      recipient_name: rng.chance(0.7) ? rng.pick(RECIPIENTS) : null,
    });
  }
  if (e.kind === "membership" && e.membershipId)
    items.push({ item_type: "membership", item_id: e.membershipId });
  return items;
}

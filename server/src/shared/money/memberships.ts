import type { ItemType } from "./items.js";

/** A client's membership with what its plan covers (DOMAIN §3.25). */
export interface ClientMembershipBenefit {
  id: number;
  client_id: number;
  status: "active" | "expired" | "cancelled";
  /** Local dates, YYYY-MM-DD, both days included. */
  start_date: string;
  expiry_date: string;
  /** Null = unlimited sessions. */
  sessions_total: number | null;
  sessions_used: number;
  membership: {
    services_scope: "all" | "selected";
    service_ids?: readonly number[];
    location_ids: readonly number[];
  };
}

/** The item a membership session would pay for. */
export interface MembershipUse {
  client_id: number | null;
  item_type: ItemType;
  item_id: number | null;
  location_id: number;
  /** The sale's local date at its location, YYYY-MM-DD. */
  date: string;
  /** Sessions this item uses: its quantity. */
  quantity: number;
  /** Sessions of this membership already used by earlier items of this sale. */
  in_cart?: number;
}

export type MembershipRefusal =
  | "client"
  | "inactive"
  | "not_started"
  | "expired"
  | "item"
  | "location"
  | "sessions";

export const MEMBERSHIP_REFUSALS: Record<MembershipRefusal, string> = {
  client: "This membership belongs to another client.",
  inactive: "This membership is not active.",
  not_started: "This membership has not started yet.",
  expired: "This membership has expired.",
  item: "This membership does not cover this service.",
  location: "This membership can't be used at this location.",
  sessions: "This membership has no sessions left for this.",
};

/**
 * Why a client membership may not pay for an item (a 100 % discount of kind
 * `membership`), or null when it may: the sale's client's own, active
 * membership; the sale's date from its start to its expiry date inclusive;
 * a service in its scope (all, or the selected ones); the sale's location
 * among its locations; enough sessions left (unlimited, or used + those of
 * this sale + the item's quantity ≤ total).
 */
export function membershipRefusal(
  cm: ClientMembershipBenefit,
  use: MembershipUse,
): MembershipRefusal | null {
  if (use.client_id === null || cm.client_id !== use.client_id) return "client";
  if (cm.status !== "active") return "inactive";
  if (use.date < cm.start_date) return "not_started";
  if (use.date > cm.expiry_date) return "expired";
  const scope = cm.membership;
  if (
    use.item_type !== "service" ||
    (scope.services_scope === "selected" &&
      (use.item_id === null ||
        !(scope.service_ids ?? []).includes(use.item_id)))
  )
    return "item";
  if (!scope.location_ids.includes(use.location_id)) return "location";
  if (
    cm.sessions_total !== null &&
    cm.sessions_used + (use.in_cart ?? 0) + use.quantity > cm.sessions_total
  )
    return "sessions";
  return null;
}

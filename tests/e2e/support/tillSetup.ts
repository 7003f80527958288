import { api, type Owner } from "./flows";

/** What a till test sells with (test set-up through the API, not under test). */
export interface TillExtras {
  /** A promotion code: 10 % off every service at the location. */
  dealCode: string;
  /** A paid voucher of 20.00 (its code). */
  voucherCode: string;
  clientName: string;
  clientEmail: string;
}

/**
 * Tips at the location (10/15/20 %, after tax), a promotion code, a client
 * with an e-mail address and a 20.00 voucher sold and paid by card.
 */
export async function createTillExtras(
  baseUrl: string,
  owner: Owner,
  locationId: number,
): Promise<TillExtras> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(baseUrl, owner.token, method, `merchant/${path}`, body);
  const tag = Date.now().toString(36).toUpperCase();
  await call("POST", "tip-settings", {
    location_id: locationId,
    enabled: true,
    suggested_pct: [10, 15, 20],
    allow_custom: true,
    calculate_on: "after_tax",
  });
  const dealCode = `TILL${tag}`;
  await call("POST", "deals", {
    name: `Till deal ${tag}`,
    type: "promotion_code",
    code: dealCode,
    discount_type: "percent",
    discount_pct: 10,
    applies_to: "all_services",
    location_ids: [locationId],
    starts_at: "2020-01-01T00:00:00Z",
  });
  const clientEmail = `vera-${tag.toLowerCase()}@example.com`;
  await call("POST", "clients", {
    first_name: "Vera",
    last_name: "Receipt",
    email: clientEmail,
  });
  const types = await call<{ id: number; kind: string }[]>(
    "GET",
    "payment-types?range=[0,99]",
  );
  const card = types.find((t) => t.kind === "card")!.id;
  await call("POST", "sales", {
    location_id: locationId,
    items: [{ item_type: "voucher", item_id: null, unit_price: 2000 }],
    payments: [{ payment_type_id: card, amount: 2000 }],
  });
  // The newest voucher: the one just sold.
  const vouchers = await call<{ code: string; balance: number }[]>(
    "GET",
    `vouchers?range=[0,0]&sort=${encodeURIComponent('["id","DESC"]')}`,
  );
  return {
    dealCode,
    voucherCode: vouchers[0].code,
    clientName: "Vera Receipt",
    clientEmail,
  };
}

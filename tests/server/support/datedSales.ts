import { eq } from "drizzle-orm";
import { locations } from "../../../server/src/db/schema";
import { checkoutSale } from "../../../server/src/modules/sales/checkout";
import { refundSale } from "../../../server/src/modules/sales/refunds";
import {
  checkoutBody,
  refundBody,
} from "../../../server/src/modules/sales/schemas";
import { voidSale } from "../../../server/src/modules/sales/void";
import type { TestApp } from "./buildTestApp";
import { createSalon, type Salon } from "./calendarFixtures";
import type { Json, Shop } from "./sales";

/**
 * Sales at a chosen instant, through the checkout module as the demo seed
 * writes its dated history (routes always date a sale now): every rule of
 * checkout, refunds and voids applies; only the clock is the test's.
 */
export function datedSales(t: TestApp, shop: Shop) {
  const actor = (at: string) => ({
    merchantId: shop.merchantId,
    userId: shop.owner.id,
    at,
  });
  return {
    /** Checks out `body` (location: the shop's salon unless given) at `at`; answers the sale id. */
    sell: async (at: string, body: Json) =>
      (
        await t.app.db.transaction((tx) =>
          checkoutSale(
            tx,
            actor(at),
            checkoutBody.parse({
              location_id: shop.salon.locationId,
              ...body,
            }),
          ),
        )
      ).saleId,
    /** Refunds items of a sale at `at`; answers the refund id. */
    refund: (at: string, saleId: number, body: Json) =>
      t.app.db.transaction((tx) =>
        refundSale(tx, actor(at), saleId, refundBody.parse(body)),
      ),
    void: (at: string, saleId: number) =>
      t.app.db.transaction((tx) =>
        voidSale(tx, actor(at), saleId, "Entered twice"),
      ),
  };
}

/** A second location of the shop in `timezone` (its own invoice sequence, members and 50.00 massage; no tax rate). */
export async function secondLocation(
  t: TestApp,
  shop: Shop,
  timezone: string,
): Promise<Salon> {
  const salon = await createSalon(t.app, shop.merchantId, {
    timezone,
    members: 1,
  });
  await t.app.db
    .update(locations)
    .set({ default_service_tax_rate_id: null })
    .where(eq(locations.id, salon.locationId));
  return salon;
}

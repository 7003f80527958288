import { beforeAll, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import type { AppConfig } from "../../../server/src/config";
import { stockLevels, stockMovements } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "./buildTestApp";
import { createMerchant, type TestUser } from "./builders";
import { expectErrorShape, type Json } from "./resourceHelpers";

/** What the inventory suites share: the app and one business with its owner. */
export interface InventorySetup {
  t: TestApp;
  owner: TestUser;
  fx: Record<string, number>;
  merchantId: number;
}

/**
 * The set-up of the inventory document suites (purchase orders, stock
 * takes): a test app and a business, made in beforeAll, and helpers on it.
 * `setup` is filled before the file's own beforeAll hooks run.
 */
export function inventorySuite(config: Partial<AppConfig> = {}) {
  const setup = {} as InventorySetup;
  beforeAll(async () => {
    setup.t = await buildTestApp(config);
    const m = await createMerchant(setup.t.app);
    setup.owner = m.owner;
    setup.fx = m.fixtures;
    setup.merchantId = m.merchant.id;
  });

  /** A call of the owner (or `token`) under `merchant/`. */
  const api = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: Json,
    token = setup.owner.token,
  ) => setup.t.injectAs(token, { method, url: `merchant/${url}`, payload });

  /** On hand of a product at the business's fixture location (0 when never moved). */
  const onHand = async (productId: number) =>
    (
      await setup.t.app.db
        .select()
        .from(stockLevels)
        .where(
          and(
            eq(stockLevels.product_id, productId),
            eq(stockLevels.location_id, setup.fx.location),
          ),
        )
    )[0]?.on_hand ?? 0;

  /** The movements a document posted, oldest first. */
  const movementsOf = (
    referenceType: "purchase_order" | "stock_take",
    referenceId: number,
  ) =>
    setup.t.app.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.reference_type, referenceType),
          eq(stockMovements.reference_id, referenceId),
        ),
      )
      .orderBy(stockMovements.id);

  return { setup, api, onHand, movementsOf };
}

/** A 409 in the SPEC §8 shape whose message matches `text`. */
export function expect409(
  res: { statusCode: number; body: string },
  text: RegExp,
) {
  expect(res.statusCode, res.body).toBe(409);
  expectErrorShape(JSON.parse(res.body));
  expect(JSON.parse(res.body).message).toMatch(text);
}

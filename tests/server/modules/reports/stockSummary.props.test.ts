import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { brands, stockLevels } from "../../../../server/src/db/schema";
import {
  postStockMovements,
  type MovementType,
  type StockMovementInput,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import { createSalon } from "../../support/calendarFixtures";
import { propertyRuns } from "../../support/propertyRuns";
import { createStockProduct } from "../../support/stock";
import { report } from "../../support/reports";

/**
 * Stock movement summary against the ledger, for random movements of one
 * product at a London and an Auckland location over the last 90 days and a
 * random range ending today: per row, closing = opening + Σ columns (in
 * quantity and at cost); the closing stock equals `stock_levels.on_hand`
 * (per location and overall); and every column equals a model that dates
 * each movement with Intl on its location's clock. CI runs a few sequences;
 * `npm run test:props` many (PROPERTY_RUNS).
 */

let t: TestApp;
let owner: TestUser;
let M: number;
let zones: { id: number; tz: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  M = m.merchant.id;
  zones = [];
  for (const tz of ["Europe/London", "Pacific/Auckland"])
    zones.push({
      id: (await createSalon(t.app, M, { timezone: tz, members: 1 }))
        .locationId,
      tz,
    });
});

const COLUMNS: Record<string, MovementType> = {
  initial_stock: "opening_balance",
  received: "purchase_received",
  sold: "sale",
  returned: "sale_return",
  adjusted_in: "adjust_increase",
  adjusted_out: "adjust_decrease",
  internal_use: "internal_use",
  stock_take_variance: "stock_take_adjustment",
};
const SIGN: Record<MovementType, number> = {
  opening_balance: 1,
  purchase_received: 1,
  sale_return: 1,
  adjust_increase: 1,
  sale: -1,
  adjust_decrease: -1,
  internal_use: -1,
  stock_take_adjustment: 0,
};

interface Op {
  type: MovementType;
  at: 0 | 1;
  quantity: number;
  cost: number;
  /** Minutes before now. */
  ago: number;
}

const op: fc.Arbitrary<Op> = fc.record({
  type: fc.constantFrom(...(Object.keys(SIGN) as MovementType[])),
  at: fc.constantFrom<0 | 1>(0, 1),
  quantity: fc.integer({ min: 1, max: 30 }),
  cost: fc.integer({ min: 0, max: 5000 }),
  ago: fc.integer({ min: 1, max: 90 * 1440 }),
});

const localDate = (iso: string, tz: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(new Date(iso));
const DAY = 86_400_000;

describe("stock-movement-summary against the ledger (property)", () => {
  it("closes at opening + Σ columns, at on hand for a range ending today, and matches the model", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        async (ops, back, signUp) => {
          // A brand of its own: the report filtered by it holds this product only.
          const [brand] = await t.app.db
            .insert(brands)
            .values({ merchant_id: M, name: `Brand ${randomUUID()}` })
            .returning();
          const product = await createStockProduct(t.app, M, {
            brand_id: brand.id,
          });
          const now = Date.now();
          const inputs: StockMovementInput[] = ops
            .map((o) => ({
              merchantId: M,
              productId: product.id,
              locationId: zones[o.at].id,
              type: o.type,
              quantityChange: (SIGN[o.type] || (signUp ? 1 : -1)) * o.quantity,
              unitCost:
                o.type === "opening_balance" || o.type === "purchase_received"
                  ? o.cost
                  : undefined,
              reasonText: "Count",
              occurredAt: new Date(now - o.ago * 60_000).toISOString(),
            }))
            .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
          const { movements } = await t.app.db.transaction((tx) =>
            postStockMovements(tx, inputs),
          );
          // Today in the zone furthest ahead: no movement's local date is later.
          const to = localDate(
            new Date(now).toISOString(),
            "Pacific/Kiritimati",
          );
          const from = new Date(Date.parse(`${to}T00:00:00Z`) - back * DAY)
            .toISOString()
            .slice(0, 10);
          for (const where of [undefined, 0, 1] as const) {
            const body = await report(
              t,
              owner.token,
              "stock-movement-summary",
              {
                from,
                to,
                location_id: where === undefined ? undefined : zones[where].id,
                brand_id: brand.id,
              },
            );
            expect(body.rows.length).toBeLessThanOrEqual(1);
            const row = body.rows.find((r) => r.product_id === product.id);
            const mine = movements
              .map((m, i) => ({
                m,
                tz: zones.find((z) => z.id === inputs[i].locationId)!.tz,
              }))
              .filter(
                ({ m }) =>
                  where === undefined || m.location_id === zones[where].id,
              );
            const levels = await t.app.db
              .select({ on_hand: stockLevels.on_hand })
              .from(stockLevels)
              .where(
                and(
                  eq(stockLevels.product_id, product.id),
                  where === undefined
                    ? undefined
                    : eq(stockLevels.location_id, zones[where].id),
                ),
              );
            const onHand = levels.reduce((s, l) => s + l.on_hand, 0);
            if (!mine.length) {
              expect(row).toBeUndefined();
              continue;
            }
            const model: Record<string, number> = {
              opening: 0,
              opening_value: 0,
              closing: 0,
              closing_value: 0,
            };
            for (const k of Object.keys(COLUMNS))
              model[k] = model[`${k}_value`] = 0;
            for (const { m, tz } of mine) {
              const day = localDate(m.occurred_at, tz);
              const key =
                day < from
                  ? "opening"
                  : Object.keys(COLUMNS).find((k) => COLUMNS[k] === m.type)!;
              model[key] += m.quantity_change;
              model[`${key}_value`] += m.value_change;
              model.closing += m.quantity_change;
              model.closing_value += m.value_change;
            }
            const shown =
              model.opening !== 0 ||
              model.opening_value !== 0 ||
              mine.some(({ m, tz }) => localDate(m.occurred_at, tz) >= from);
            if (!shown) {
              expect(row).toBeUndefined();
              continue;
            }
            expect(row).toMatchObject(model);
            for (const suffix of ["", "_value"]) {
              const columns = Object.keys(COLUMNS).reduce(
                (s, k) => s + Number(row![k + suffix]),
                0,
              );
              expect(row![`closing${suffix}`]).toBe(
                Number(row![`opening${suffix}`]) + columns,
              );
            }
            expect(row!.closing).toBe(onHand);
          }
        },
      ),
      { numRuns: propertyRuns(6) },
    );
  });
});

import { and, asc, eq, inArray } from "drizzle-orm";
import { products, stockLevels, users } from "../schema/index.js";
import {
  postStockMovements,
  type MovementType,
  type StockMovementInput,
} from "../../modules/stock/ledger.js";
import { DEMO } from "./accounts.js";
import type { Business } from "./business.js";
import { at, type SeedContext } from "./context.js";

/** What the later inventory seeds (purchase orders, stock takes) build on. */
export interface InventorySeed {
  /** The 60 products in id order, with what the stock seeds need. */
  products: {
    id: number;
    name: string;
    supply_price: number;
    low_stock_level: number;
    reorder_quantity: number;
    usage_type: string;
  }[];
  /** [Innere Stadt, Neubau]. */
  locationIds: [number, number];
  /** Users who post stock by hand: the owner and the manager. */
  ownerId: number;
  managerId: number;
  /** Products left out of stock / under their low-stock level at Innere Stadt (DOMAIN §6). */
  outIds: number[];
  lowIds: number[];
}

/** Out of stock and low at the end of the seed, at the first location (DOMAIN §6: about 8 low, 3 out). */
export const DEMO_OUT_OF_STOCK = 3;
export const DEMO_LOW_STOCK = 8;

const USE_REASONS = [
  "Used in treatments",
  "Back-bar refill",
  "Testers for the retail shelf",
];
const DECREASE_REASONS = [
  "Damaged in delivery",
  "Past its expiry date",
  "Broken on the shelf",
];
/** Why the shelf went down before checkout recorded sales (the end-state corrections). */
const SOLD_BY_HAND = "Sold at the front desk, recorded by hand";
const INCREASE_REASONS = [
  "Found in the store room",
  "Supplier sent a free sample pack",
];

/**
 * Days before the anchor when the seeded stock history ends: purchase orders
 * and stock takes are dated after it, so the ledger's ids follow its dates.
 */
export const HISTORY_ENDS = 111;

/**
 * The stock of the demo business (DOMAIN §6 Inventory), every movement
 * through the ledger (postStockMovements): opening balances for the 60
 * products at both locations on the set-up day, internal use and manual
 * adjustments in the months after, then the state the later documents build
 * on: 3 products out of stock and 8 under their low-stock level at the first
 * location, every other product above its level at both. Purchase orders and
 * stock takes come after (dated from HISTORY_ENDS days ago on) and only touch
 * products well above their level, so that state lasts.
 */
export async function seedStock(
  ctx: SeedContext,
  business: Business,
): Promise<InventorySeed> {
  const inventory = await seedStockHistory(ctx, business);
  await seedStockTargets(ctx, inventory);
  return inventory;
}

/** Opening balances, internal use and manual adjustments. */
async function seedStockHistory(
  ctx: SeedContext,
  business: Business,
): Promise<InventorySeed> {
  const rng = ctx.rng.fork("inventory");
  const { tx, merchantId } = ctx;
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      supply_price: products.supply_price,
      low_stock_level: products.low_stock_level,
      reorder_quantity: products.reorder_quantity,
      usage_type: products.usage_type,
    })
    .from(products)
    .where(eq(products.merchant_id, merchantId))
    .orderBy(asc(products.id));
  const list = rows.map((p) => ({
    ...p,
    low_stock_level: p.low_stock_level ?? 0,
    reorder_quantity: p.reorder_quantity ?? 1,
  }));
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.merchant_id, merchantId),
        inArray(users.email, [DEMO.owner.email, DEMO.manager.email]),
      ),
    );
  const userId = (email: string) => people.find((u) => u.email === email)!.id;
  const locationIds: [number, number] = [
    business.locations[0].id,
    business.locations[1].id,
  ];
  const move = (
    productId: number,
    locationId: number,
    type: MovementType,
    quantityChange: number,
    occurredAt: string,
    extra: { unitCost?: number; reasonText?: string; performedBy?: number },
  ): StockMovementInput => ({
    merchantId,
    productId,
    locationId,
    type,
    quantityChange,
    occurredAt,
    ...(type === "opening_balance" ? {} : { referenceType: "manual" }),
    ...extra,
  });

  // Opening balances: a few reorder quantities at the main location, fewer at Neubau.
  const openings: StockMovementInput[] = [];
  for (const p of list)
    for (const [i, locationId] of locationIds.entries()) {
      const professional = p.usage_type === "professional";
      const base = professional
        ? rng.int(4, 8)
        : p.low_stock_level + rng.int(6, 24);
      openings.push(
        move(
          p.id,
          locationId,
          "opening_balance",
          i === 0 ? base : Math.max(2, Math.ceil(base / 2)),
          ctx.setupAt,
          { unitCost: p.supply_price },
        ),
      );
    }
  await postStockMovements(tx, openings);

  // Internal use of back-bar products over the months, 1–2 units at a time.
  const backBar = list.filter((p) => p.usage_type !== "retail");
  const ownerId = userId(DEMO.owner.email);
  const managerId = userId(DEMO.manager.email);
  const history: [number, StockMovementInput][] = [];
  for (let n = 0; n < 24; n++) {
    const p = rng.pick(backBar);
    const day = -rng.int(HISTORY_ENDS + 5, 185);
    history.push([
      day,
      move(
        p.id,
        rng.pick(locationIds),
        "internal_use",
        -rng.int(1, 2),
        at(ctx, day, `${rng.int(10, 17)}:15`),
        { reasonText: rng.pick(USE_REASONS), performedBy: managerId },
      ),
    ]);
  }
  // Manual adjustments: damaged or expired stock written off, a few finds.
  for (let n = 0; n < 10; n++) {
    const p = rng.pick(list);
    const day = -rng.int(HISTORY_ENDS + 5, 180);
    const up = n % 4 === 3;
    history.push([
      day,
      move(
        p.id,
        locationIds[n % 2]!,
        up ? "adjust_increase" : "adjust_decrease",
        up ? rng.int(1, 3) : -1,
        at(ctx, day, `${rng.int(9, 18)}:40`),
        {
          reasonText: rng.pick(up ? INCREASE_REASONS : DECREASE_REASONS),
          performedBy: n % 3 ? managerId : ownerId,
        },
      ),
    ]);
  }
  // Posted in date order, so the ledger reads as it happened.
  history.sort((a, b) => a[1].occurredAt!.localeCompare(b[1].occurredAt!));
  await postStockMovements(
    tx,
    history.map(([, m]) => m),
  );

  const chosen = rng.sample(
    list.filter((p) => p.low_stock_level > 0),
    DEMO_OUT_OF_STOCK + DEMO_LOW_STOCK,
  );
  return {
    products: list,
    locationIds,
    ownerId,
    managerId,
    outIds: chosen.slice(0, DEMO_OUT_OF_STOCK).map((p) => p.id),
    lowIds: chosen.slice(DEMO_OUT_OF_STOCK).map((p) => p.id),
  };
}

/**
 * The chosen products out of stock or under their low-stock level at the
 * first location, every other product above it at both, whatever the history
 * did: each correction is a dated manual movement through the ledger.
 */
async function seedStockTargets(ctx: SeedContext, inv: InventorySeed) {
  const rng = ctx.rng.fork("inventory-targets");
  const levels = await ctx.tx
    .select({
      product_id: stockLevels.product_id,
      location_id: stockLevels.location_id,
      on_hand: stockLevels.on_hand,
    })
    .from(stockLevels)
    .where(eq(stockLevels.merchant_id, ctx.merchantId));
  const onHand = (productId: number, locationId: number) =>
    levels.find(
      (l) => l.product_id === productId && l.location_id === locationId,
    )?.on_hand ?? 0;
  const corrections: StockMovementInput[] = [];
  for (const p of inv.products)
    for (const [i, locationId] of inv.locationIds.entries()) {
      const now = onHand(p.id, locationId);
      const target =
        i === 0 && inv.outIds.includes(p.id)
          ? 0
          : i === 0 && inv.lowIds.includes(p.id)
            ? rng.int(1, p.low_stock_level)
            : Math.max(now, p.low_stock_level + 1);
      if (target === now) continue;
      const day = -rng.int(HISTORY_ENDS, HISTORY_ENDS + 4);
      corrections.push({
        merchantId: ctx.merchantId,
        productId: p.id,
        locationId,
        type:
          target > now
            ? "adjust_increase"
            : p.usage_type === "retail"
              ? "adjust_decrease"
              : "internal_use",
        quantityChange: target - now,
        referenceType: "manual",
        reasonText:
          target > now
            ? rng.pick(INCREASE_REASONS)
            : p.usage_type === "retail"
              ? SOLD_BY_HAND
              : rng.pick(USE_REASONS),
        performedBy: inv.managerId,
        occurredAt: at(ctx, day, `${rng.int(9, 18)}:05`),
      });
    }
  // In date order, as they happened.
  corrections.sort((a, b) => a.occurredAt!.localeCompare(b.occurredAt!));
  await postStockMovements(ctx.tx, corrections);
}

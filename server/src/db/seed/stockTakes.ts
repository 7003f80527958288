import { sql } from "drizzle-orm";
import type { Actor } from "../../lib/actor.js";
import {
  completeTake,
  countLines,
  startStockTake,
} from "../../modules/stock-takes/workflow.js";
import type { SeedContext } from "./context.js";
import type { Rng } from "./random.js";

/** A stock-tracked product at one location, as the seed picks them. */
export interface Level {
  id: number;
  supplier_id: number;
  location_id: number;
  on_hand: number;
  /** Its low-stock level (0 when none). */
  low: number;
}

const SHORT_REASONS = [
  "Damaged packaging",
  "Used as a tester",
  "Not found on the shelf",
];

/**
 * One stock take through the stock-take module: started at the actor's
 * instant, counted (every line, or about half when it stays in progress)
 * with `variances` lines off by one or two units, then completed four hours
 * later. Only lines at least 3 above their low-stock level are off, by −2
 * to +1, so no product turns low (or stops being low) because of a count.
 */
export async function seedStockTake(
  ctx: SeedContext,
  rng: Rng,
  a: Actor,
  take: {
    location_id: number;
    scope: "all" | "category" | "brand";
    scope_ids?: number[];
    variances: number;
    complete?: boolean;
  },
) {
  const { tx } = ctx;
  const started = await startStockTake(tx, a, {
    location_id: take.location_id,
    scope: take.scope,
    scope_ids: take.scope_ids,
    notes:
      take.complete === false
        ? "Started after closing; finish tomorrow."
        : null,
  });
  const lines = (
    await tx.execute<Record<string, unknown>>(sql`
      select l.id, l.expected_qty, coalesce(p.low_stock_level, 0) as low
      from stock_take_lines l
      join products p on p.merchant_id = l.merchant_id and p.id = l.product_id
      where l.merchant_id = ${a.merchantId} and l.stock_take_id = ${started.id}
      order by l.id`)
  ).rows.map((r) => ({
    id: Number(r.id),
    expected: Number(r.expected_qty),
    low: Number(r.low),
  }));
  const counted =
    take.complete === false
      ? lines.slice(0, Math.ceil(lines.length / 2))
      : lines;
  const roomy = counted.filter((l) => l.expected >= l.low + 3);
  const off = new Map(
    rng
      .sample(roomy, take.variances)
      .map((l) => [l.id, rng.pick([-2, -1, -1, 1])]),
  );
  await countLines(
    tx,
    a,
    started.id,
    counted.map((l) => {
      const delta = off.get(l.id) ?? 0;
      return {
        id: l.id,
        counted_qty: l.expected + delta,
        reason:
          delta < 0
            ? rng.pick(SHORT_REASONS)
            : delta > 0
              ? "Found in the back room"
              : null,
      };
    }),
  );
  if (take.complete !== false)
    await completeTake(tx, { ...a, at: addHours(a.at!, 4) }, started.id);
  return started.id;
}

const addHours = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

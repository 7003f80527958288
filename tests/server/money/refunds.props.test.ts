import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  commissionEntries,
  commissionReversal,
  computeLine,
  refundLine,
  type CommissionPlan,
  type LineAmounts,
} from "../../../server/src/shared/money";
import { propertyRuns } from "../support/propertyRuns";

/**
 * Money split over time (DOMAIN §3.32, §4.4): refunds of a line in any
 * steps, commission reversals, and tiered commission over a period add up
 * exactly to the whole. CI runs 200 cases.
 */
const RUNS = propertyRuns(200);

const soldLine: fc.Arbitrary<LineAmounts> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 12 }),
    unit: fc.integer({ min: 0, max: 500_000 }),
    rate: fc.constantFrom(0, 5, 7.7, 10, 12.5, 20, 100),
    inclusive: fc.boolean(),
    percent: fc.constantFrom(0, 10, 33.3333, 100),
  })
  .map(({ quantity, unit, rate, inclusive, percent }) =>
    computeLine({
      item_type: "product",
      quantity,
      unit_price: unit,
      tax_rate_pct: rate,
      prices_include_tax: inclusive,
      discount: percent ? { kind: "manual", percent } : null,
    }),
  );

/** A refund step: some units, or an amount alone (a share of what is left of the total). */
const step = fc.oneof(
  fc.record({ units: fc.nat({ max: 4 }) }),
  fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

describe("refunds (property)", () => {
  it("never pass the line, never go negative, and all of them return exactly its amounts", () => {
    fc.assert(
      fc.property(soldLine, fc.array(step, { maxLength: 6 }), (line, steps) => {
        const done = {
          quantity: 0,
          net_amount: 0,
          tax_amount: 0,
          total_amount: 0,
        };
        const apply = (request: { quantity: number; amount?: number }) => {
          const r = refundLine(line, done, request);
          for (const v of [r.net_amount, r.tax_amount, r.total_amount])
            expect(v).toBeGreaterThanOrEqual(0);
          expect(r.net_amount + r.tax_amount).toBe(r.total_amount);
          done.quantity += r.quantity;
          done.net_amount += r.net_amount;
          done.tax_amount += r.tax_amount;
          done.total_amount += r.total_amount;
          expect(done.quantity).toBeLessThanOrEqual(line.quantity);
          expect(done.total_amount).toBeLessThanOrEqual(line.total_amount);
          expect(done.net_amount).toBeLessThanOrEqual(line.net_amount);
          expect(done.tax_amount).toBeLessThanOrEqual(line.tax_amount);
        };
        for (const s of steps) {
          if ("units" in s) {
            const units = Math.min(s.units, line.quantity - done.quantity);
            if (units > 0) apply({ quantity: units });
          } else {
            const amount = Math.floor(
              (line.total_amount - done.total_amount) * s.share,
            );
            if (amount > 0) apply({ quantity: 0, amount });
          }
        }
        // The rest of the units: the line is then refunded in full.
        const rest = line.quantity - done.quantity;
        if (rest > 0) apply({ quantity: rest });
        else if (line.total_amount > done.total_amount)
          apply({ quantity: 0, amount: line.total_amount - done.total_amount });
        expect(done).toEqual({
          quantity: line.quantity,
          net_amount: line.net_amount,
          tax_amount: line.tax_amount,
          total_amount: line.total_amount,
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("reverse commission in steps that add up to the accrual, each cumulated within half a unit of its share", () => {
    fc.assert(
      fc.property(
        soldLine,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        (line, accrued, shares) => {
          let before = { quantity: 0, net_amount: 0 };
          let reversed = 0;
          const cuts = [...shares.sort((a, b) => a - b), 1];
          for (const cut of cuts) {
            const after = {
              quantity: Math.max(
                before.quantity,
                Math.floor(line.quantity * cut),
              ),
              net_amount: Math.max(
                before.net_amount,
                Math.floor(line.net_amount * cut),
              ),
            };
            const r = commissionReversal(accrued, line, before, after);
            expect(r).toBeLessThanOrEqual(0);
            reversed += r;
            before = after;
            // So far: within half a unit of the accrual's refunded share.
            const byNet = line.net_amount > 0;
            const whole = BigInt(byNet ? line.net_amount : line.quantity);
            const part = BigInt(byNet ? after.net_amount : after.quantity);
            const err = BigInt(reversed) * whole + BigInt(accrued) * part;
            expect(2n * (err < 0n ? -err : err) <= whole).toBe(true);
          }
          expect(reversed).toBe(0 - accrued);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** Contiguous tiers from 0, the last open, with rates of up to 4 decimals. */
const tierList = fc
  .array(
    fc.record({
      width: fc.integer({ min: 1, max: 50_000 }),
      rate: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((bands) => {
    let from = 0;
    return bands.map((b, i) => {
      const last = i === bands.length - 1;
      const tier = {
        from,
        to: last ? null : from + b.width,
        rate_pct: b.rate / 10_000,
      };
      from += b.width;
      return tier;
    });
  });

/** The reference: commission on a period's sales s, exactly, then rounded half away from zero once. */
function periodCommission(
  tiers: { from: number; to: number | null; rate_pct: number }[],
  mode: string,
  s: number,
) {
  const e4 = (t: { rate_pct: number }) =>
    BigInt(Math.round(t.rate_pct * 10_000));
  let num = 0n;
  if (mode === "retroactive") {
    const reached = tiers.find((t) => t.to === null || s < t.to)!;
    num = e4(reached) * BigInt(s);
  } else
    for (const t of tiers) {
      const inside = Math.max(0, Math.min(s, t.to ?? Infinity) - t.from);
      num += e4(t) * BigInt(inside);
    }
  return Number((2n * num + 1_000_000n) / 2_000_000n);
}

describe("tiered commission (property)", () => {
  it("accrues over a period's sales exactly the rounded commission on their sum", () => {
    fc.assert(
      fc.property(
        tierList,
        fc.constantFrom("progressive", "retroactive"),
        fc.array(
          fc.array(fc.integer({ min: 0, max: 40_000 }), {
            minLength: 1,
            maxLength: 3,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (tiers, mode, sales) => {
          const plan: CommissionPlan = {
            team_member_id: 1,
            deduct_discounts: true,
            rules: [
              {
                item_type: "service",
                enabled: true,
                rate_type: "tiered",
                tiers,
                tier_mode: mode as "progressive",
              },
            ],
          };
          let period = 0;
          let accrued = 0;
          for (const bases of sales) {
            const lines = bases.map((net, i) => ({
              sale_item_id: i + 1,
              item_type: "service" as const,
              item_id: 1,
              quantity: 1,
              gross_amount: net + 100,
              net_amount: net,
              team_member_id: 1,
            }));
            const entries = commissionEntries(plan, lines, { service: period });
            entries.forEach((e) =>
              expect(e.base_amount).toBe(lines[e.sale_item_id - 1].net_amount),
            );
            accrued += entries.reduce((a, e) => a + e.amount, 0);
            period += bases.reduce((a, b) => a + b, 0);
            expect(accrued).toBe(periodCommission(tiers, mode, period));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

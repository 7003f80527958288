import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocate,
  MONEY_MAX,
  spreadSaleDiscount,
  splitTip,
  splitTipRefund,
} from "../../../server/src/shared/money";
import { propertyRuns } from "../support/propertyRuns";

/**
 * Splits of one amount into parts (DOMAIN §1.2, §4.3): the parts add up to
 * the amount, each lies within one minor unit of its exact share, and
 * refunds of the parts never pass them. CI runs 200 cases.
 */
const RUNS = propertyRuns(200);

const amount = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: MONEY_MAX }),
);
const weights = fc.array(
  fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 50_000 }),
    fc.integer({ min: 0, max: MONEY_MAX }),
  ),
  { minLength: 1, maxLength: 10 },
);

/** |part − total × w ÷ W| < 1, compared exactly: |part × W − total × w| < W. */
const nearShare = (part: number, total: number, w: number, whole: bigint) => {
  const err = BigInt(part) * whole - BigInt(total) * BigInt(w);
  return (err < 0n ? -err : err) < whole;
};

describe("largest remainder (property)", () => {
  it("adds up exactly and never strays a unit from the exact share", () => {
    fc.assert(
      fc.property(amount, weights, fc.boolean(), (size, w, negative) => {
        const whole = w.reduce((a, x) => a + BigInt(x), 0n);
        fc.pre(whole > 0n);
        const total = negative ? 0 - size : size;
        const parts = allocate(total, w);
        expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
        parts.forEach((p, i) => {
          expect(nearShare(p, total, w[i], whole)).toBe(true);
          if (w[i] === 0) expect(p).toBe(0);
        });
        // One part takes it all.
        const solo = allocate(total, [1]);
        expect(solo).toEqual([total]);
      }),
      { numRuns: RUNS },
    );
  });
});

const member = fc.option(fc.integer({ min: 1, max: 4 }), {
  nil: null,
  freq: 4,
});
const tipLines = fc.array(
  fc.record({
    team_member_id: member,
    total_amount: fc.integer({ min: 0, max: 100_000 }),
  }),
  { maxLength: 8 },
);

describe("tip split (property)", () => {
  it("shares every tip exactly among the sale's members in proportion to their items", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        tipLines,
        fc.option(fc.integer({ min: 90, max: 99 }), { nil: null }),
        (tip, lines, fallback) => {
          const shares = splitTip(tip, lines, fallback);
          expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(tip);
          shares.forEach((s) => expect(s.amount).toBeGreaterThan(0));
          const members = [
            ...new Set(
              lines.flatMap((l) =>
                l.team_member_id === null ? [] : [l.team_member_id],
              ),
            ),
          ];
          if (tip === 0 || members.length < 2) {
            const only = members.length ? members[0] : fallback;
            expect(shares).toEqual(
              tip ? [{ team_member_id: only, amount: tip }] : [],
            );
            return;
          }
          const totals = members.map((m) =>
            lines
              .filter((l) => l.team_member_id === m)
              .reduce((a, l) => a + l.total_amount, 0),
          );
          const equal = totals.every((t) => t === 0);
          const w = equal ? totals.map(() => 1) : totals;
          const whole = w.reduce((a, x) => a + BigInt(x), 0n);
          members.forEach((m, i) => {
            const got = shares.find((s) => s.team_member_id === m)?.amount ?? 0;
            expect(nearShare(got, tip, w[i], whole)).toBe(true);
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("refunds tips in any steps without passing a share, and all of them returns each share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        (tips, steps) => {
          const refunded = tips.map(() => 0);
          const left = () => tips.reduce((a, t, i) => a + t - refunded[i], 0);
          for (const step of [...steps, 1]) {
            const amount = Math.floor(left() * step);
            const parts = splitTipRefund(
              amount,
              tips.map((t, i) => ({ amount: t, refunded: refunded[i] })),
            );
            expect(parts.reduce((a, p) => a + p, 0)).toBe(amount);
            parts.forEach((p, i) => {
              expect(p).toBeGreaterThanOrEqual(0);
              refunded[i] += p;
              expect(refunded[i]).toBeLessThanOrEqual(tips[i]);
            });
          }
          expect(refunded).toEqual(tips);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("sale discount (property)", () => {
  it("spreads exactly over the undiscounted items, none beyond its price", () => {
    const item = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      unit_price: fc.integer({ min: 0, max: 100_000 }),
      own: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, share) => {
          const items = raw.map((i) => ({
            ...i,
            discount: i.own ? ({ kind: "membership" } as const) : null,
          }));
          const room = items.reduce(
            (a, i) => a + (i.discount ? 0 : i.quantity * i.unit_price),
            0,
          );
          const amount = Math.floor(room * share);
          const out = spreadSaleDiscount(amount, items);
          let spread = 0;
          out.forEach((d, i) => {
            if (items[i].discount) return expect(d).toBe(items[i].discount);
            const part = d && "amount" in d ? d.amount : 0;
            expect(part).toBeLessThanOrEqual(
              items[i].quantity * items[i].unit_price,
            );
            spread += part;
          });
          expect(spread).toBe(amount);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeLine,
  MONEY_MAX,
  MoneyError,
  saleTotals,
  type Discount,
  type LineAmounts,
} from "../../../server/src/shared/money";
import { propertyRuns } from "../support/propertyRuns";

/**
 * The line maths of DOMAIN §3.31 against a reference model written here,
 * and the identities every line and sale must keep to the minor unit.
 * CI runs 200 cases; `npm run test:props` many more.
 */
const RUNS = propertyRuns(200);

/** Reference rounding, half away from zero, by comparing the remainder (not the module's formula). */
function round(num: bigint, den: bigint): bigint {
  const neg = num < 0n;
  const n = neg ? -num : num;
  const q = n / den;
  const r = n - q * den;
  const up = r * 2n >= den ? q + 1n : q;
  return neg ? -up : up;
}

const E4_100 = 1_000_000n;
/** A rate in ten-thousandths of a point, written as PostgreSQL sends it ("12.3456"). */
const rateText = (e4: number) =>
  `${Math.floor(e4 / 10_000)}.${String(e4 % 10_000).padStart(4, "0")}`;

type ModelDiscount =
  | null
  | { kind: "amount"; amount: number }
  | { kind: "percent"; e4: number }
  | { kind: "deal_percent"; e4: number }
  | { kind: "deal_fixed"; amount: number }
  | { kind: "membership" };

interface Case {
  quantity: number;
  unit: number;
  rate: number;
  inclusive: boolean;
  discount: ModelDiscount;
}

/** The reference: DOMAIN's formulas read literally, in exact fractions. */
function model(c: Case) {
  const q = BigInt(c.quantity);
  const price = q * BigInt(c.unit);
  const r = BigInt(c.rate);
  const d = c.discount;
  let off = 0n;
  if (d?.kind === "amount") off = BigInt(d.amount);
  if (d?.kind === "percent" || d?.kind === "deal_percent")
    off = round(price * BigInt(d.e4), E4_100);
  if (d?.kind === "deal_fixed")
    off =
      q *
      (BigInt(d.amount) < BigInt(c.unit) ? BigInt(d.amount) : BigInt(c.unit));
  if (d?.kind === "membership") off = price;
  if (!c.inclusive) {
    const net = price - off;
    const tax = round(net * r, E4_100);
    return { gross: price, discount: off, net, tax, total: net + tax };
  }
  const total = price - off;
  const tax = round(total * r, E4_100 + r);
  const net = total - tax;
  // Gross ex tax: the price less the tax it contains, rounded as the tax is.
  const gross = price - round(price * r, E4_100 + r);
  return { gross, discount: gross - net, net, tax, total };
}

const toDiscount = (d: ModelDiscount): Discount | null => {
  if (!d) return null;
  switch (d.kind) {
    case "amount":
      return { kind: "manual", amount: d.amount };
    case "percent":
      return { kind: "manual", percent: rateText(d.e4) };
    case "deal_percent":
      return {
        kind: "deal",
        deal: { discount_type: "percent", discount_pct: d.e4 / 10_000 },
      };
    case "deal_fixed":
      return {
        kind: "deal",
        deal: { discount_type: "fixed", discount_amount: d.amount },
      };
    case "membership":
      return { kind: "membership" };
  }
};

const rate = fc.oneof(
  fc.constantFrom(0, 50_000, 77_000, 100_000, 125_000, 200_000, 1_000_000),
  fc.integer({ min: 0, max: 1_000_000 }),
);
const unit = fc.oneof(
  fc.integer({ min: 0, max: 20_000 }),
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: MONEY_MAX - 1000, max: MONEY_MAX }),
);
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 5 }),
  fc.integer({ min: 1, max: 1_000_000 }),
);
const lineCase: fc.Arbitrary<Case> = fc
  .record({
    quantity,
    unit,
    rate,
    inclusive: fc.boolean(),
    pick: fc.nat(),
    e4: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ quantity, unit, rate, inclusive, pick, e4 }) => {
    const price = quantity * unit;
    const choices: ModelDiscount[] = [
      null,
      {
        kind: "amount",
        amount: Number.isSafeInteger(price)
          ? pick % (Math.min(price, MONEY_MAX) + 1)
          : 0,
      },
      { kind: "percent", e4 },
      { kind: "deal_percent", e4 },
      { kind: "deal_fixed", amount: pick % (2 * unit + 1) },
      { kind: "membership" },
    ];
    return {
      quantity,
      unit,
      rate,
      inclusive,
      discount: choices[pick % choices.length],
    };
  });

const compute = (c: Case) =>
  computeLine({
    item_type: "service",
    quantity: c.quantity,
    unit_price: c.unit,
    tax_rate_pct: rateText(c.rate),
    prices_include_tax: c.inclusive,
    discount: toDiscount(c.discount),
  });

describe("line maths (property)", () => {
  it("matches the reference model, or refuses exactly the lines the money cap cannot hold", () => {
    fc.assert(
      fc.property(lineCase, (c) => {
        const want = model(c);
        const fits =
          Object.values(want).every((v) => v <= BigInt(MONEY_MAX)) &&
          BigInt(c.quantity) * BigInt(c.unit) <= BigInt(MONEY_MAX);
        let line: LineAmounts;
        try {
          line = compute(c);
        } catch (e) {
          expect(e).toBeInstanceOf(MoneyError);
          expect((e as MoneyError).code).toBe("out_of_bounds");
          expect(fits).toBe(false);
          return;
        }
        expect(fits).toBe(true);
        expect(line).toMatchObject({
          gross_amount: Number(want.gross),
          discount_amount: Number(want.discount),
          net_amount: Number(want.net),
          tax_amount: Number(want.tax),
          total_amount: Number(want.total),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps every line's identities to the minor unit", () => {
    fc.assert(
      fc.property(lineCase, (c) => {
        let l: LineAmounts;
        try {
          l = compute(c);
        } catch {
          return;
        }
        const price = c.quantity * c.unit;
        // gross − discount = net; net + tax = total; nothing below zero.
        expect(l.gross_amount - l.discount_amount).toBe(l.net_amount);
        expect(l.net_amount + l.tax_amount).toBe(l.total_amount);
        for (const v of [
          l.discount_amount,
          l.net_amount,
          l.tax_amount,
          l.total_amount,
        ])
          expect(v).toBeGreaterThanOrEqual(0);
        expect(l.discount_amount).toBeLessThanOrEqual(l.gross_amount);
        expect(l.price_discount).toBeLessThanOrEqual(price);
        const r = BigInt(c.rate);
        if (c.inclusive) {
          // What the client pays is exactly the entered price less the discount.
          expect(l.total_amount).toBe(price - l.price_discount);
          // The tax is within half a minor unit of total × r ÷ (100 + r).
          const err =
            BigInt(l.tax_amount) * (E4_100 + r) - BigInt(l.total_amount) * r;
          expect(2n * (err < 0n ? -err : err) <= E4_100 + r).toBe(true);
          if (!c.discount)
            expect([l.gross_amount, l.discount_amount]).toEqual([
              l.net_amount,
              0,
            ]);
        } else {
          expect(l.gross_amount).toBe(price);
          expect(l.discount_amount).toBe(l.price_discount);
          const err = BigInt(l.tax_amount) * E4_100 - BigInt(l.net_amount) * r;
          expect(2n * (err < 0n ? -err : err) <= E4_100).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("adds a sale up from its rounded lines, and its balance from its payments", () => {
    const small = lineCase.filter(
      (c) => c.unit <= 100_000_000 && c.quantity <= 1000,
    );
    fc.assert(
      fc.property(
        fc.array(small, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (cases, tip, paidShare) => {
          const lines = cases.map(compute);
          const sum = (k: keyof LineAmounts) =>
            lines.reduce((a, l) => a + (l[k] as number), 0);
          const due = sum("total_amount") + tip;
          const paid = Math.floor(due * paidShare);
          const t = saleTotals(lines, tip, paid);
          expect(t).toMatchObject({
            subtotal: sum("gross_amount"),
            discount_total: sum("discount_amount"),
            tax_total: sum("tax_amount"),
            total: sum("total_amount"),
            balance_due: due - paid,
          });
          expect(t.subtotal - t.discount_total + t.tax_total).toBe(t.total);
          expect(t.status).toBe(
            paid === due ? "paid" : paid === 0 ? "unpaid" : "part_paid",
          );
          if (cases.every((c) => c.inclusive))
            expect(t.total).toBe(
              cases.reduce((a, c) => a + c.quantity * c.unit, 0) -
                sum("price_discount"),
            );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

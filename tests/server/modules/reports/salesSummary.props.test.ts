import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { saleItems } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import type { Salon } from "../../support/calendarFixtures";
import { datedSales, secondLocation } from "../../support/datedSales";
import { propertyRuns } from "../../support/propertyRuns";
import { report, SALES_MEASURES } from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * The sales summary (DOMAIN §5.4) against a reference model written here,
 * for random sales through the checkout module: massages and products with
 * manual discounts at London (20 % VAT on top) and Auckland (no tax), some
 * refunded in full a while later, some voided, each run in its own week
 * over a range whose edges cut through both zones' days. For every
 * group_by the rows add up to the totals, and the totals are the model's
 * (items of non-voided sales on their local sale day, refunds on their
 * local refund day), to the minor unit.
 */
const t = await buildTestApp();
let shop: Shop;
let akl: Salon;
let week = 0;

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  akl = await secondLocation(t, shop, "Pacific/Auckland");
});

const DAY = 86_400_000;
const MEASURES = SALES_MEASURES;
type Measures = Record<(typeof MEASURES)[number], number>;
const zero = (): Measures =>
  Object.fromEntries(MEASURES.map((k) => [k, 0])) as Measures;

/** The local date of an instant in a zone (Intl, apart from the server's SQL). */
const localDate = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(ms);

const line = fc.record({
  product: fc.boolean(),
  qty: fc.integer({ min: 1, max: 2 }),
  discount: fc.integer({ min: 0, max: 500 }),
  member: fc.integer({ min: 0, max: 2 }),
});
const sale = fc.record({
  auckland: fc.boolean(),
  minute: fc.integer({ min: 0, max: 4 * 24 * 60 }),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  client: fc.boolean(),
  /** none, void, or refund every line after this many minutes. */
  after: fc.oneof(
    fc.constant<null | "void">(null),
    fc.constant<null | "void">("void"),
    fc.integer({ min: 1, max: 3 * 24 * 60 }),
  ),
});

const GROUPS = [
  "item",
  "type",
  "service",
  "product",
  "location",
  "channel",
  "client",
  "team_member",
  "hour",
  "day",
  "month",
  "year",
] as const;

describe("sales summary property", () => {
  it("rows add up to the totals for every group_by, and the totals are the model's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { minLength: 1, maxLength: 5 }),
        async (sales) => {
          const start = Date.parse("2027-01-04T00:00:00Z") + week++ * 7 * DAY;
          const from = new Date(start + DAY).toISOString().slice(0, 10);
          const to = new Date(start + 2 * DAY).toISOString().slice(0, 10);
          const d = datedSales(t, shop);
          const model = { all: zero(), service: zero(), product: zero() };
          const inRange = (ms: number, tz: string) => {
            const day = localDate(ms, tz);
            return day >= from && day <= to;
          };
          const add = (type: "service" | "product", f: Partial<Measures>) => {
            for (const m of [model.all, model[type]])
              for (const [k, v] of Object.entries(f))
                m[k as keyof Measures] += v;
          };
          for (const s of sales) {
            const salon = s.auckland ? akl : shop.salon;
            const tz = s.auckland ? "Pacific/Auckland" : "Europe/London";
            const at = start + s.minute * 60_000;
            const members = [...salon.memberIds, null];
            const lines = s.lines.map((l) => {
              const product = l.product && !s.auckland;
              const qty = product ? l.qty : 1;
              const gross = (product ? 1299 : 5000) * qty;
              const discount = product ? 0 : l.discount;
              const net = gross - discount;
              const tax = s.auckland ? 0 : Math.round(net / 5);
              return {
                type: (product ? "product" : "service") as
                  "product" | "service",
                qty,
                gross,
                discount,
                net,
                tax,
                input: {
                  item_type: product ? "product" : "service",
                  item_id: product ? shop.product.id : salon.serviceId,
                  quantity: qty,
                  // A service names who performed it (the sales module
                  // refuses one without); a product may name nobody.
                  team_member_id: product
                    ? members[l.member % members.length]
                    : salon.memberIds[l.member % salon.memberIds.length],
                  ...(discount
                    ? { discount: { kind: "manual", amount: discount } }
                    : {}),
                },
              };
            });
            const total = lines.reduce((n, l) => n + l.net + l.tax, 0);
            const saleId = await d.sell(new Date(at).toISOString(), {
              location_id: salon.locationId,
              client_id: s.client ? shop.client.id : null,
              items: lines.map((l) => l.input),
              payments: [{ payment_type_id: shop.cash, amount: total }],
            });
            if (s.after === "void") {
              await d.void(new Date(at + 60_000).toISOString(), saleId);
              continue;
            }
            if (inRange(at, tz))
              for (const l of lines)
                add(l.type, {
                  items_sold: l.qty,
                  gross_sales: l.gross,
                  discounts: l.discount,
                  net_sales: l.net,
                  tax: l.tax,
                  total_sales: l.net + l.tax,
                });
            if (s.after === null) continue;
            const refundAt = at + s.after * 60_000;
            const items = await t.app.db
              .select({ id: saleItems.id })
              .from(saleItems)
              .where(
                and(
                  eq(saleItems.merchant_id, shop.merchantId),
                  eq(saleItems.sale_id, saleId),
                ),
              )
              .orderBy(asc(saleItems.position));
            await d.refund(new Date(refundAt).toISOString(), saleId, {
              items: items.map((it, i) => ({
                sale_item_id: it.id,
                quantity: lines[i].qty,
              })),
              payments: [{ payment_type_id: shop.cash, amount: total }],
            });
            if (inRange(refundAt, tz))
              for (const l of lines)
                add(l.type, {
                  refund_qty: l.qty,
                  refunds: l.net,
                  net_sales: -l.net,
                  tax: -l.tax,
                  total_sales: -(l.net + l.tax),
                });
          }
          for (const group_by of GROUPS) {
            const body = await report(t, shop.owner.token, "sales-summary", {
              from,
              to,
              group_by,
            });
            const expected =
              group_by === "service" || group_by === "product"
                ? model[group_by]
                : model.all;
            const totals = Object.fromEntries(
              MEASURES.map((k) => [k, body.totals[k]]),
            );
            expect(totals, group_by).toEqual(expected);
            const sums = Object.fromEntries(
              MEASURES.map((k) => [
                k,
                body.rows.reduce((n, r) => n + Number(r[k]), 0),
              ]),
            );
            expect(sums, group_by).toEqual(expected);
          }
        },
      ),
      { numRuns: propertyRuns(4) },
    );
  });
});

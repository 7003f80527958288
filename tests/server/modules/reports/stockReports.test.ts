import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, productCategories } from "../../../../server/src/db/schema";
import {
  postStockMovements,
  type StockMovementInput,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { createSalon } from "../../support/calendarFixtures";
import { createStockProduct } from "../../support/stock";
import { allRows, csvObjects, report, reportCall } from "../../support/reports";

/**
 * The inventory reports that read no sales (DOMAIN §5.5) on a hand-built
 * ledger: two products, a London and a New York location, movements around
 * the DST changes of March 2026 and local midnights, each with its local
 * date written by hand (`day`).
 */

let t: TestApp;
let owner: TestUser;
let M: number;
let L: number;
let N: number;
let p1: number;
let p2: number;
let brandA: number;
let po: { id: number; po_number: string };

interface Move {
  day: string;
  input: StockMovementInput;
  /** What the ledger stored. */
  value?: number;
  id?: number;
}
let moves: Move[];
const MARCH = { from: "2026-03-01", to: "2026-03-31" };

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  M = m.merchant.id;
  L = (await createSalon(t.app, M, { timezone: "Europe/London" })).locationId;
  N = (
    await createSalon(t.app, M, { timezone: "America/New_York", members: 1 })
  ).locationId;
  [{ id: brandA }] = await t.app.db
    .insert(brands)
    .values({ merchant_id: M, name: "Aurora" })
    .returning();
  const [{ id: cat }] = await t.app.db
    .insert(productCategories)
    .values({ merchant_id: M, name: "Oils" })
    .returning();
  p1 = (
    await createStockProduct(t.app, M, {
      name: "Argan oil",
      brand_id: brandA,
      category_id: cat,
      low_stock_level: 3,
    })
  ).id;
  p2 = (
    await createStockProduct(t.app, M, {
      name: "Body lotion",
      low_stock_level: 10,
    })
  ).id;
  const draft = await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/purchase-orders",
    payload: {
      supplier_id: m.fixtures.supplier,
      location_id: L,
      lines: [{ product_id: p1, quantity_ordered: 5 }],
    },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  po = draft.json();
  const mv = (
    day: string,
    productId: number,
    locationId: number,
    occurredAt: string,
    rest: Partial<StockMovementInput> &
      Pick<StockMovementInput, "type" | "quantityChange">,
  ): Move => ({
    day,
    input: { merchantId: M, productId, locationId, occurredAt, ...rest },
  });
  moves = [
    mv("2026-02-15", p1, L, "2026-02-15T12:00:00Z", {
      type: "opening_balance",
      quantityChange: 10,
      unitCost: 500,
    }),
    // 00:30 GMT on the day London springs forward.
    mv("2026-03-29", p1, L, "2026-03-29T00:30:00Z", {
      type: "purchase_received",
      quantityChange: 5,
      unitCost: 600,
      referenceType: "purchase_order",
      referenceId: po.id,
    }),
    // 00:30 BST on 1 April: after March.
    mv("2026-04-01", p1, L, "2026-03-31T23:30:00Z", {
      type: "internal_use",
      quantityChange: -2,
      reasonText: "Treatments",
      performedBy: owner.id,
    }),
    mv("2026-03-10", p1, L, "2026-03-10T10:00:00Z", {
      type: "adjust_decrease",
      quantityChange: -1,
      reasonText: "=Broken",
      performedBy: owner.id,
    }),
    // 23:00 EST on 28 February: before March.
    mv("2026-02-28", p1, N, "2026-03-01T04:00:00Z", {
      type: "opening_balance",
      quantityChange: 4,
      unitCost: 500,
    }),
    // 23:00 EDT on 31 March.
    mv("2026-03-31", p1, N, "2026-04-01T03:00:00Z", {
      type: "internal_use",
      quantityChange: -1,
      reasonText: "Demo",
      performedBy: owner.id,
    }),
    // 23:30 EDT on 28 March.
    mv("2026-03-28", p1, N, "2026-03-29T03:30:00Z", {
      type: "stock_take_adjustment",
      quantityChange: 2,
    }),
    mv("2026-03-05", p2, L, "2026-03-05T09:00:00Z", {
      type: "opening_balance",
      quantityChange: 3,
      unitCost: 1000,
    }),
    mv("2026-03-20", p2, L, "2026-03-20T09:00:00Z", {
      type: "sale_return",
      quantityChange: 1,
    }),
    mv("2026-03-21", p2, L, "2026-03-21T09:00:00Z", {
      type: "adjust_increase",
      quantityChange: 2,
      reasonText: "Found",
      performedBy: owner.id,
    }),
  ];
  // Posted in time order, as the ledger's average cost follows them.
  const ordered = [...moves].sort((a, b) =>
    a.input.occurredAt!.localeCompare(b.input.occurredAt!),
  );
  const { movements } = await t.app.db.transaction((tx) =>
    postStockMovements(
      tx,
      ordered.map((x) => x.input),
    ),
  );
  ordered.forEach((x, i) => {
    x.value = movements[i].value_change;
    x.id = movements[i].id;
  });
});

const inMarch = () =>
  moves.filter((x) => x.day >= MARCH.from && x.day <= MARCH.to);

describe("stock-movement-log", () => {
  it("lists the movements of the local days of their own location, in time order, with their document", async () => {
    const { rows, body } = await allRows(
      t,
      owner.token,
      "stock-movement-log",
      MARCH,
    );
    const expected = inMarch().sort((a, b) =>
      a.input.occurredAt!.localeCompare(b.input.occurredAt!),
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((x) => x.id));
    expect(body.totals).toEqual({
      quantity_change: expected.reduce((s, x) => s + x.input.quantityChange, 0),
      value_change: expected.reduce((s, x) => s + x.value!, 0),
    });
    expect(body.basis).toBe("movement_time");
    const receipt = rows.find((r) => r.type === "purchase_received")!;
    expect(receipt).toMatchObject({
      reference_label: po.po_number,
      product_name: "Argan oil",
      quantity_change: 5,
      unit_cost: 600,
    });
    const manual = rows.find((r) => r.type === "adjust_decrease")!;
    expect(manual).toMatchObject({
      performed_by_name: "Owner",
      reason_text: "=Broken",
    });
  });

  it("filters by location, product, brand and type", async () => {
    const ids = async (q: Record<string, string | number>) =>
      (
        await report(t, owner.token, "stock-movement-log", { ...MARCH, ...q })
      ).rows
        .map((r) => r.id)
        .sort();
    const idsOf = (f: (x: Move) => boolean) =>
      inMarch()
        .filter(f)
        .map((x) => x.id)
        .sort();
    expect(await ids({ location_id: N })).toEqual(
      idsOf((x) => x.input.locationId === N),
    );
    expect(await ids({ product_id: p2 })).toEqual(
      idsOf((x) => x.input.productId === p2),
    );
    expect(await ids({ brand_id: brandA })).toEqual(
      idsOf((x) => x.input.productId === p1),
    );
    expect(await ids({ type: "internal_use" })).toEqual(
      idsOf((x) => x.input.type === "internal_use"),
    );
    expect(await ids({ user_id: owner.id })).toEqual(
      idsOf((x) => x.input.performedBy === owner.id),
    );
  });

  it("exports the same rows with instants on their location's clock and the reason neutralised", async () => {
    const res = await reportCall(
      t,
      owner.token,
      "stock-movement-log",
      MARCH,
      "merchant/",
      "/export",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      'filename="stock-movement-log-2026-03-01-2026-03-31.csv"',
    );
    const rows = csvObjects(res.body);
    expect(rows.length).toBe(inMarch().length);
    expect(rows.find((r) => r.type === "adjust_decrease")!.reason_text).toBe(
      "'=Broken",
    );
    // 03:00 UTC on 1 April is 23:00 EDT on 31 March; 00:30 UTC on 29 March is 00:30 GMT.
    expect(rows.map((r) => r.occurred_at)).toContain(
      "2026-03-31T23:00:00-04:00",
    );
    expect(rows.map((r) => r.occurred_at)).toContain(
      "2026-03-29T00:30:00+00:00",
    );
    const receipt = rows.find((r) => r.type === "purchase_received")!;
    expect(receipt.value_change).toBe("30.00");
    expect(
      rows.find((r) => r.type === "adjust_decrease")!.quantity_change,
    ).toBe("-1");

    // Money in major units by the money module's ISO 4217 digits: a forint
    // has 100 fillér there (the runtime's Intl says 0 decimals for HUF).
    await t.app.db.execute(
      sql`update merchants set currency_code = 'HUF' where id = ${M}`,
    );
    try {
      const huf = csvObjects(
        (
          await reportCall(
            t,
            owner.token,
            "stock-movement-log",
            MARCH,
            "merchant/",
            "/export",
          )
        ).body,
      );
      expect(
        huf.find((r) => r.type === "purchase_received")!.value_change,
      ).toBe("30.00");
    } finally {
      await t.app.db.execute(
        sql`update merchants set currency_code = 'GBP' where id = ${M}`,
      );
    }
  });
});

describe("stock-movement-summary", () => {
  /** The model: opening = movements before `from`, columns by type in the range, by hand-written day. */
  function expectedFor(
    productId: number,
    from: string,
    to: string,
    locationId?: number,
  ) {
    const mine = moves.filter(
      (x) =>
        x.input.productId === productId &&
        (locationId === undefined || x.input.locationId === locationId) &&
        x.day <= to,
    );
    const before = mine.filter((x) => x.day < from);
    const during = mine.filter((x) => x.day >= from);
    const sum = (list: Move[], f: (x: Move) => number) =>
      list.reduce((s, x) => s + f(x), 0);
    const byType = (type: string) =>
      during.filter((x) => x.input.type === type);
    const q = (x: Move) => x.input.quantityChange;
    const v = (x: Move) => x.value!;
    const cols: Record<string, string> = {
      initial_stock: "opening_balance",
      received: "purchase_received",
      sold: "sale",
      returned: "sale_return",
      adjusted_in: "adjust_increase",
      adjusted_out: "adjust_decrease",
      internal_use: "internal_use",
      stock_take_variance: "stock_take_adjustment",
    };
    const out: Record<string, number> = {
      opening: sum(before, q),
      opening_value: sum(before, v),
    };
    for (const [k, type] of Object.entries(cols)) {
      out[k] = sum(byType(type), q);
      out[`${k}_value`] = sum(byType(type), v);
    }
    out.closing = sum(mine, q);
    out.closing_value = sum(mine, v);
    return out;
  }

  it("gives opening, each movement type and closing per product for the local days", async () => {
    const body = await report(t, owner.token, "stock-movement-summary", MARCH);
    const row = (id: number) => body.rows.find((r) => r.product_id === id)!;
    expect(row(p1)).toMatchObject({
      product_name: "Argan oil",
      brand_name: "Aurora",
      category_name: "Oils",
      ...expectedFor(p1, MARCH.from, MARCH.to),
    });
    expect(row(p2)).toMatchObject(expectedFor(p2, MARCH.from, MARCH.to));
    // March in London alone: the receipt at 00:30 GMT is in, the internal use at 00:30 BST on 1 April is not.
    const london = await report(t, owner.token, "stock-movement-summary", {
      ...MARCH,
      location_id: L,
    });
    expect(london.rows.find((r) => r.product_id === p1)).toMatchObject(
      expectedFor(p1, MARCH.from, MARCH.to, L),
    );
    expect(body.totals.closing).toBe(
      expectedFor(p1, MARCH.from, MARCH.to).closing +
        expectedFor(p2, MARCH.from, MARCH.to).closing,
    );
  });

  it("groups by brand, products without one together", async () => {
    const body = await report(t, owner.token, "stock-movement-summary", {
      ...MARCH,
      group_by: "brand",
    });
    expect(body.columns[0].key).toBe("brand_name");
    const aurora = body.rows.find((r) => r.brand_name === "Aurora")!;
    expect(aurora.closing).toBe(expectedFor(p1, MARCH.from, MARCH.to).closing);
    const none = body.rows.find((r) => r.brand_name === null)!;
    expect(none.closing).toBe(expectedFor(p2, MARCH.from, MARCH.to).closing);
  });
});

describe("stock-on-hand", () => {
  it("reads the current stock levels with status and values, and needs no dates", async () => {
    const body = await report(t, owner.token, "stock-on-hand", {
      location_id: L,
    });
    const argan = body.rows.find((r) => r.product_id === p1)!;
    const onHand = moves
      .filter((x) => x.input.productId === p1 && x.input.locationId === L)
      .reduce((s, x) => s + x.input.quantityChange, 0);
    expect(argan).toMatchObject({
      on_hand: onHand,
      status: "ok",
      location_name: expect.any(String),
    });
    expect(argan.value_at_cost).toBe(onHand * Number(argan.avg_cost));
    const lotion = body.rows.find((r) => r.product_id === p2)!;
    // 6 on hand against a low-stock level of 10.
    expect(lotion).toMatchObject({ on_hand: 6, status: "low" });
    expect(body.basis).toBe("current_stock");
    expect(body.totals.on_hand).toBe(
      body.rows.reduce((s, r) => s + Number(r.on_hand), 0),
    );
    const low = await report(t, owner.token, "stock-on-hand", {
      status: "low",
    });
    expect(low.rows.map((r) => r.product_id)).toEqual([p2]);
  });

  it("needs the inventory reports service (9) for staff", async () => {
    const stock = await createStaff(t.app, M, [5]);
    expect(
      (await reportCall(t, stock.token, "stock-on-hand", {}, "")).statusCode,
    ).toBe(403);
    const reports = await createStaff(t.app, M, [9]);
    expect(
      (await reportCall(t, reports.token, "stock-on-hand", {}, "")).statusCode,
    ).toBe(200);
    // Staff read without a prefix; merchant/ is the owner's.
    expect(
      (await reportCall(t, reports.token, "stock-on-hand")).statusCode,
    ).toBe(403);
  });
});

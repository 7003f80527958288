import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;
let otherFx: Fixtures;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  fx = m.fixtures;
  otherFx = (await createMerchant(t.app)).fixtures;
});

const deal = (over: Json = {}): Json => ({
  name: `Deal ${++n}`,
  type: "flash_sale",
  discount_type: "percent",
  discount_pct: 10,
  applies_to: "all_services",
  location_ids: [fx.location],
  starts_at: "2026-05-01T08:00:00Z",
  ...over,
});
const post = (payload: Json) =>
  t.injectAs(owner.token, { method: "POST", url: "merchant/deals", payload });
const put = (id: number, payload: Json) =>
  t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/deals/${id}`,
    payload,
  });

describe("deals", () => {
  it("sorts the Discount column by type, then by the percent or amount", async () => {
    const m = await createMerchant(t.app);
    const mine = (over: Json) =>
      t.injectAs(m.owner.token, {
        method: "POST",
        url: "merchant/deals",
        payload: deal({ location_ids: [m.fixtures.location], ...over }),
      });
    for (const over of [
      { discount_pct: 50 },
      { discount_type: "fixed", discount_amount: 900 },
      { discount_pct: 5 },
      { discount_type: "fixed", discount_amount: 100 },
    ])
      expect((await mine(over)).statusCode).toBe(201);
    const list = async (order: string) =>
      (
        await t.injectAs(m.owner.token, {
          method: "GET",
          url: `merchant/deals?sort=${encodeURIComponent(JSON.stringify(["discount_type", order]))}`,
        })
      )
        .json()
        .map((d: Json) => d.discount_amount ?? `${d.discount_pct}%`);
    expect(await list("ASC")).toEqual([100, 900, "5%", "50%"]);
    expect(await list("DESC")).toEqual(["50%", "5%", 900, 100]);
  });

  it("stores codes in capitals and keeps them unique whatever the case", async () => {
    const a = await post(deal({ type: "promotion_code", code: "  summer10 " }));
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().code).toBe("SUMMER10");
    const b = await post(deal({ type: "promotion_code", code: "Summer10" }));
    expect(b.statusCode).toBe(422);
    expect(b.json().errors.code).toMatch(/already uses this code/);
    const none = await post(deal({ type: "promotion_code" }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty("code");
  });

  it("keeps the discount matching its type: percent 0–100 or an amount", async () => {
    const pct = await post(deal({ discount_pct: 100, discount_amount: 500 }));
    expect(pct.statusCode, pct.body).toBe(201);
    expect(pct.json()).toMatchObject({
      discount_pct: 100,
      discount_amount: null,
    });
    const fixed = await put(pct.json().id, { discount_type: "fixed" });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().errors).toHaveProperty("discount_amount");
    const ok = await put(pct.json().id, {
      discount_type: "fixed",
      discount_amount: 1500,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      discount_pct: null,
      discount_amount: 1500,
    });
    expect((await post(deal({ discount_pct: 100.5 }))).statusCode).toBe(422);
  });

  it("needs the end after the start, also on a partial update", async () => {
    const same = await post(deal({ ends_at: "2026-05-01T08:00:00Z" }));
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.ends_at).toMatch(/after the start/);
    const ok = await post(deal({ ends_at: "2026-06-01T08:00:00Z" }));
    const late = await put(ok.json().id, { starts_at: "2026-07-01T08:00:00Z" });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toHaveProperty("ends_at");
  });

  it("links items for a selected scope and drops them for the others", async () => {
    const none = await post(deal({ applies_to: "selected_products" }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty("product_ids");
    const res = await post(
      deal({ applies_to: "selected_products", product_ids: [fx.product] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      product_ids: [fx.product],
      service_ids: [],
    });
    const all = await put(res.json().id, { applies_to: "all_products" });
    expect(all.json().product_ids).toEqual([]);
    const foreign = await post(
      deal({ applies_to: "selected_services", service_ids: [otherFx.service] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("service_ids");
    const foreignLoc = await post(deal({ location_ids: [otherFx.location] }));
    expect(foreignLoc.statusCode).toBe(422);
  });

  it("keeps status in step with archiving: archived hides it, restoring makes it inactive", async () => {
    const d = (await post(deal())).json();
    const archived = await put(d.id, { status: "archived" });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    const options = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/deals/options?range=[0,99]",
    });
    expect(options.json().map((r: Json) => r.id)).not.toContain(d.id);
    const restored = await put(d.id, { archived_at: null });
    expect(restored.json()).toMatchObject({
      status: "inactive",
      archived_at: null,
    });
    const archivedAgain = await put(d.id, { status: "archived" });
    const active = await put(archivedAgain.json().id, { status: "active" });
    expect(active.json()).toMatchObject({
      status: "active",
      archived_at: null,
    });
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createClient, createMerchant } from "../support/builders";

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

describe("simple-rest list contract", () => {
  let t: TestApp;
  let token: string;
  let merchantId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const m = await createMerchant(t.app);
    token = m.owner.token;
    merchantId = m.merchant.id;
    for (const [first, last] of [["Ada", "Lovelace"], ["Grace", "Hopper"], ["Alan", "Turing"], ["Anna", "Ada"]])
      await createClient(t.app, merchantId, { first_name: first, last_name: last });
  });

  it("sorts, pages and reports Content-Range", async () => {
    const res = await t.injectAs(token, { method: "GET", url: `merchant/clients?${q({ sort: ["first_name", "ASC"], range: [1, 2] })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-range"]).toBe("clients 1-2/4");
    expect(res.json().map((c: { first_name: string }) => c.first_name)).toEqual(["Alan", "Anna"]);
  });

  it("searches every word of q across the search fields", async () => {
    const res = await t.injectAs(token, { method: "GET", url: `merchant/clients?${q({ filter: { q: "ada" } })}` });
    expect(res.json().map((c: { last_name: string }) => c.last_name).sort()).toEqual(["Ada", "Lovelace"]);
  });

  it("refuses an unknown sort field with 400", async () => {
    const res = await t.injectAs(token, { method: "GET", url: `merchant/clients?${q({ sort: ["password", "ASC"] })}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, data: expect.any(String) });
  });
});

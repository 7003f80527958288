import { describe, it, expect, beforeAll } from "vitest";
import { getTableName, sql } from "drizzle-orm";
import { clients } from "../../../server/src/db/schema";
import { resources } from "../../../server/src/modules/index";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createClient, createMerchant } from "../support/builders";

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type Client = { id: number; last_name: string; email: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe("free-text search (filter.q)", () => {
  const MATCHES = 30;
  let token: string;
  let merchantId: number;
  let matching: Client[];

  beforeAll(async () => {
    const m = await createMerchant(t.app);
    token = m.owner.token;
    merchantId = m.merchant.id;
    matching = (await t.app.db
      .insert(clients)
      .values(
        Array.from({ length: MATCHES }, (_, i) => ({
          merchant_id: merchantId,
          first_name: "Rowena",
          last_name: `Quillfeather ${String((i * 7) % MATCHES).padStart(2, "0")}`,
          email: `rowena${i}@example.com`,
        })),
      )
      .returning()) as Client[];
    for (const last of ["Other", "Another"])
      await createClient(t.app, merchantId, {
        first_name: "Kim",
        last_name: last,
      });
  });

  const list = (path: string, query: Record<string, unknown>) =>
    t.injectAs(token, { method: "GET", url: `merchant/${path}?${q(query)}` });

  it("finds a client by a changed e-mail at once, and no longer by the old one", async () => {
    const client = matching[3];
    const put = await t.injectAs(token, {
      method: "PUT",
      url: `merchant/clients/${client.id}`,
      payload: { email: "wren.moved@example.org" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const ids = async (word: string) =>
      (await list("clients", { filter: { q: word } }))
        .json()
        .map((c: Client) => c.id);
    expect(await ids("wren.moved@")).toEqual([client.id]);
    expect(await ids(client.email!)).toEqual([]);
  });

  it("never sends, sorts or filters on its internal search column", async () => {
    const res = await list("clients", { filter: { q: "quillfeather" } });
    expect(Object.keys(res.json()[0])).not.toContain("search_text");
    const csv = await t.injectAs(token, {
      method: "GET",
      url: `merchant/clients/export?${q({ filter: { q: "quillfeather" } })}`,
    });
    expect(csv.body.split("\n")[0]).not.toContain("search_text");
    expect(
      (await list("clients", { sort: ["search_text", "ASC"] })).statusCode,
    ).toBe(400);
    expect(
      (await list("clients", { filter: { search_text: "kim other" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("search indexes", () => {
  it("backs the search of every searchable resource with a trigram index on its search column", async () => {
    const searchable = resources.filter((def) => def.list.search);
    expect(searchable.map((d) => d.name)).toEqual(
      expect.arrayContaining(["clients", "team-members", "vouchers"]),
    );
    const missing: string[] = [];
    for (const def of searchable) {
      const table = getTableName(def.table);
      const { rows } = await t.app.db.execute(
        sql`select indexdef from pg_indexes where tablename = ${table} and indexdef like '%USING gin (search_text gin_trgm_ops)%'`,
      );
      if (rows.length !== 1) missing.push(table);
    }
    expect(missing).toEqual([]);
  });
});

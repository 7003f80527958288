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

  it.each([
    [[0, 9], "clients 0-9/30", 10],
    [[20, 29], "clients 20-29/30", 10],
    [[25, 34], "clients 25-29/30", 5],
    [[40, 49], "clients */30", 0],
  ])(
    "reports the true total of the matches for range %j",
    async (range, contentRange, rows) => {
      const res = await list("clients", {
        filter: { q: "quillfeather" },
        sort: ["last_name", "ASC"],
        range,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-range"]).toBe(contentRange);
      expect(res.json()).toHaveLength(rows);
    },
  );

  it("reports the same totals on the picker options", async () => {
    const res = await list("clients/options", {
      filter: { q: "rowena quill" },
      range: [0, 4],
    });
    expect(res.headers["content-range"]).toBe("clients/options 0-4/30");
  });

  it("pages the matches in the requested order, nothing lost or repeated", async () => {
    const seen: string[] = [];
    for (let start = 0; start < MATCHES; start += 8) {
      const res = await list("clients", {
        filter: { q: "QUILLFEATHER" },
        sort: ["last_name", "DESC"],
        range: [start, start + 7],
      });
      seen.push(...res.json().map((c: Client) => c.last_name));
    }
    expect(seen).toEqual(
      matching.map((c) => c.last_name).sort((a, b) => (a < b ? 1 : -1)),
    );
  });

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

describe("large search results", () => {
  const MANY = 1_005;

  it("keeps the total of a large search across pages and recounts after a write", async () => {
    const m = await createMerchant(t.app);
    await t.app.db.insert(clients).values(
      Array.from({ length: MANY }, (_, i) => ({
        merchant_id: m.merchant.id,
        first_name: "Bartholomew",
        last_name: `Row ${i}`,
      })),
    );
    const page = (range: [number, number]) =>
      t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/clients?${q({ filter: { q: "bartholomew" }, sort: ["last_name", "ASC"], range })}`,
      });
    expect((await page([0, 24])).headers["content-range"]).toBe(
      `clients 0-24/${MANY}`,
    );
    expect((await page([500, 524])).headers["content-range"]).toBe(
      `clients 500-524/${MANY}`,
    );
    const post = await t.injectAs(m.owner.token, {
      method: "POST",
      url: "merchant/clients",
      payload: { first_name: "Bartholomew", last_name: "New" },
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await page([0, 24])).headers["content-range"]).toBe(
      `clients 0-24/${MANY + 1}`,
    );
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

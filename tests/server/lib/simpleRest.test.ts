import { describe, it, expect, beforeAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import { clients, referralSources } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createClient, createMerchant } from "../support/builders";

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type Row = {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
};
const ids = (rows: Row[]) => rows.map((r) => r.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe("simple-rest list contract", () => {
  let token: string;
  let merchantId: number;

  beforeAll(async () => {
    const m = await createMerchant(t.app);
    token = m.owner.token;
    merchantId = m.merchant.id;
    for (const [first, last] of [
      ["Ada", "Lovelace"],
      ["Grace", "Hopper"],
      ["Alan", "Turing"],
      ["Anna", "Ada"],
    ])
      await createClient(t.app, merchantId, {
        first_name: first,
        last_name: last,
      });
  });

  it("sorts, pages and reports Content-Range", async () => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `merchant/clients?${q({ sort: ["first_name", "ASC"], range: [1, 2] })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-range"]).toBe("clients 1-2/4");
    expect(res.json().map((c: { first_name: string }) => c.first_name)).toEqual(
      ["Alan", "Anna"],
    );
  });

  it("searches every word of q across the search fields", async () => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `merchant/clients?${q({ filter: { q: "ada" } })}`,
    });
    expect(
      res
        .json()
        .map((c: { last_name: string }) => c.last_name)
        .sort(),
    ).toEqual(["Ada", "Lovelace"]);
  });

  it("refuses an unknown sort field with 400", async () => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `merchant/clients?${q({ sort: ["password", "ASC"] })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, data: expect.any(String) });
  });

  it.each([
    ["a sort by __proto__", { sort: ["__proto__", "ASC"] }],
    ["a sort by constructor", { sort: ["constructor", "DESC"] }],
    ["a sort by toString", { sort: ["toString", "ASC"] }],
    ["a filter on toString", { filter: { toString: "x" } }],
    ["a filter on hasOwnProperty", { filter: { hasOwnProperty: 1 } }],
    ["a filter on __proto___gte", { filter: { __proto___gte: "a" } }],
    ["a filter on valueOf_lte", { filter: { valueOf_lte: "a" } }],
    ["a filter on constructor", { filter: { constructor: [1, 2] } }],
  ])(
    "refuses %s (a built-in object property, not a column) with 400",
    async (_label, query) => {
      for (const path of ["merchant/clients", "merchant/clients/options"]) {
        const res = await t.injectAs(token, {
          method: "GET",
          url: `${path}?${q(query)}`,
        });
        expect(res.statusCode, `${path} ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          status: 0,
          data: expect.any(String),
        });
      }
    },
  );

  it("refuses sorting or filtering by merchant_id (the tenant is never a client choice)", async () => {
    for (const query of [
      { sort: ["merchant_id", "ASC"] },
      { filter: { merchant_id: merchantId } },
    ]) {
      const res = await t.injectAs(token, {
        method: "GET",
        url: `merchant/clients?${q(query)}`,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("paging", () => {
  const TOTAL = 120;
  const NAMES = ["Bea", "Cid", "Dot", "Eve", "Fay", "Gus", "Hal"];
  let token: string;
  let all: { id: number; first_name: string }[];

  beforeAll(async () => {
    const m = await createMerchant(t.app);
    token = m.owner.token;
    all = await t.app.db
      .insert(clients)
      .values(
        Array.from({ length: TOTAL }, (_, i) => ({
          merchant_id: m.merchant.id,
          first_name: NAMES[(i * 5) % NAMES.length],
          last_name: `Row ${i}`,
        })),
      )
      .returning({ id: clients.id, first_name: clients.first_name });
  });

  const list = (query: Record<string, unknown>) =>
    t.injectAs(token, { method: "GET", url: `merchant/clients?${q(query)}` });

  it("clamps a range to 100 rows and says so in Content-Range", async () => {
    const res = await list({ range: [0, 199] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(100);
    expect(res.headers["content-range"]).toBe(`clients 0-99/${TOTAL}`);
  });

  it("answers the last partial page with its true bounds", async () => {
    const res = await list({ range: [110, 300] });
    expect(res.json()).toHaveLength(10);
    expect(res.headers["content-range"]).toBe(`clients 110-119/${TOTAL}`);
  });

  it("answers an empty page past the end as `clients */N`", async () => {
    const res = await list({ range: [500, 524] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers["content-range"]).toBe(`clients */${TOTAL}`);
  });

  it("uses range [0,24] sorted by id when none is given", async () => {
    const res = await list({});
    expect(res.headers["content-range"]).toBe(`clients 0-24/${TOTAL}`);
    expect(ids(res.json())).toEqual(sorted(all.map((r) => r.id)).slice(0, 25));
  });

  it.each(["DESC", "ASC"] as const)(
    "pages stably when sorting %s by a column with duplicates (id breaks ties)",
    async (dir) => {
      const sign = dir === "DESC" ? -1 : 1;
      const expected = [...all]
        .sort(
          (a, b) =>
            sign *
            (a.first_name < b.first_name
              ? -1
              : a.first_name > b.first_name
                ? 1
                : a.id - b.id),
        )
        .map((r) => r.id);
      const seen: number[] = [];
      for (let start = 0; start < TOTAL; start += 25) {
        const res = await list({
          sort: ["first_name", dir],
          range: [start, start + 24],
        });
        expect(res.statusCode).toBe(200);
        seen.push(...ids(res.json()));
      }
      expect(new Set(seen).size).toBe(TOTAL);
      expect(seen).toEqual(expected);
    },
  );

  it("accepts lower-case sort directions", async () => {
    const res = await list({ sort: ["id", "desc"], range: [0, 0] });
    expect(ids(res.json())).toEqual([Math.max(...all.map((r) => r.id))]);
  });
});

describe("filters", () => {
  let token: string;
  let merchantId: number;
  const c: Record<string, Row & { archived_at: string | null }> = {};

  beforeAll(async () => {
    const m = await createMerchant(t.app);
    token = m.owner.token;
    merchantId = m.merchant.id;
    const make = async (
      key: string,
      over: Parameters<typeof createClient>[2],
    ) => {
      c[key] = (await createClient(
        t.app,
        merchantId,
        over,
      )) as (typeof c)[string];
    };
    await make("ada", {
      first_name: "Ada",
      email: "ada@example.com",
      birthday: "1815-12-10",
      notify_email: true,
    });
    await make("grace", {
      first_name: "Grace",
      birthday: "1906-12-09",
      notify_email: false,
    });
    await make("alan", {
      first_name: "Alan",
      email: "alan@example.com",
      birthday: "1912-06-23",
      notify_email: false,
    });
    await make("linus", { first_name: "Linus" });
    await make("old", {
      first_name: "Old",
      email: "old@example.com",
      archived_at: sql`now()` as unknown as string,
    });
    await make("pct", { first_name: "100% Pure", last_name: "Oil" });
    await make("thousand", { first_name: "1000 Pure", last_name: "Oil" });
    await make("snake", { first_name: "snake_case", last_name: "Oil" });
    await make("snakeX", { first_name: "snakeXcase", last_name: "Oil" });
    // A client of another merchant that no filter may ever reach.
    await createClient(t.app, (await createMerchant(t.app)).merchant.id, {
      first_name: "Ada",
      email: "ada@example.com",
    });
  });

  const list = (query: Record<string, unknown>) =>
    t.injectAs(token, { method: "GET", url: `merchant/clients?${q(query)}` });
  const idsOf = async (filter: Record<string, unknown>) => {
    const res = await list({ filter, range: [0, 99] });
    expect(res.statusCode, res.body).toBe(200);
    return sorted(ids(res.json()));
  };
  const expectIds = (...keys: string[]) => sorted(keys.map((k) => c[k].id));
  const active = () => Object.keys(c).filter((k) => k !== "old");

  it("filters by a column value", async () => {
    expect(await idsOf({ first_name: "Grace" })).toEqual(expectIds("grace"));
    expect(await idsOf({ notify_email: false })).toEqual(
      expectIds("grace", "alan"),
    );
  });

  it("filters by a list of values (IN); an empty list matches nothing", async () => {
    expect(await idsOf({ first_name: ["Ada", "Alan", "Nobody"] })).toEqual(
      expectIds("ada", "alan"),
    );
    expect(await idsOf({ first_name: [] })).toEqual([]);
  });

  it("filters by null", async () => {
    expect(await idsOf({ email: null })).toEqual(
      expectIds(...active().filter((k) => !c[k].email)),
    );
  });

  it("filters by <field>_gte and <field>_lte", async () => {
    expect(
      await idsOf({ birthday_gte: "1900-01-01", birthday_lte: "1910-12-31" }),
    ).toEqual(expectIds("grace"));
    expect(await idsOf({ birthday_gte: "1900-01-01" })).toEqual(
      expectIds("grace", "alan"),
    );
    expect(await idsOf({ birthday_lte: "1900-01-01" })).toEqual(
      expectIds("ada"),
    );
    expect(await idsOf({ created_at_gte: "2199-01-01T00:00:00Z" })).toEqual([]);
    expect(
      await idsOf({ created_at_gte: "2199-01-01T00:00:00+01:00" }),
    ).toEqual([]);
    expect(await idsOf({ created_at_lte: "2199-01-01T00:00:00Z" })).toEqual(
      expectIds(...active()),
    );
  });

  it("answers getMany (filter id list) with exactly those rows", async () => {
    const res = await list({ filter: { id: [c.ada.id, c.alan.id] } });
    expect(res.statusCode).toBe(200);
    expect(sorted(ids(res.json()))).toEqual(expectIds("ada", "alan"));
    expect(res.headers["content-range"]).toBe("clients 0-1/2");
  });

  it("hides archived rows by default; archived=true/false/'all' select them", async () => {
    expect(await idsOf({})).toEqual(expectIds(...active()));
    expect(await idsOf({ archived: false })).toEqual(expectIds(...active()));
    expect(await idsOf({ archived: "false" })).toEqual(expectIds(...active()));
    expect(await idsOf({ archived: true })).toEqual(expectIds("old"));
    expect(await idsOf({ archived: "true" })).toEqual(expectIds("old"));
    expect(await idsOf({ archived: "all" })).toEqual(
      expectIds(...Object.keys(c)),
    );
    expect(await idsOf({ archived: "all", id: [c.old.id] })).toEqual(
      expectIds("old"),
    );
    // getMany resolves archived rows by id (history still shows them) unless told otherwise.
    expect(await idsOf({ id: [c.old.id, c.ada.id] })).toEqual(
      expectIds("old", "ada"),
    );
    expect(await idsOf({ id: [c.old.id, c.ada.id], archived: false })).toEqual(
      expectIds("ada"),
    );
    expect((await list({ filter: { archived: "maybe" } })).statusCode).toBe(
      400,
    );
  });

  it("matches % and _ in q literally", async () => {
    expect(await idsOf({ q: "100%" })).toEqual(expectIds("pct"));
    expect(await idsOf({ q: "%" })).toEqual(expectIds("pct"));
    expect(await idsOf({ q: "e_c" })).toEqual(expectIds("snake"));
    expect(await idsOf({ q: "_" })).toEqual(expectIds("snake"));
    expect(await idsOf({ q: "\\" })).toEqual([]);
  });

  it("never reaches another merchant's rows through a filter", async () => {
    expect(await idsOf({ first_name: "Ada" })).toEqual(expectIds("ada"));
    expect(await idsOf({ q: "ada@example.com" })).toEqual(expectIds("ada"));
  });

  it.each([
    ["sort", "not json"],
    ["sort", '["id"'],
    ["range", "[0,"],
    ["range", "zero"],
    ["filter", "{q:1}"],
    ["filter", '{"q":"a"'],
  ])("refuses malformed JSON in %s (%s) with 400", async (param, raw) => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `merchant/clients?${param}=${encodeURIComponent(raw)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });
  });

  it.each([
    ["range end before start", { range: [5, 2] }],
    ["negative range", { range: [-1, 5] }],
    ["range of text", { range: ["a", "b"] }],
    ["sort direction", { sort: ["id", "SIDEWAYS"] }],
    ["filter that is a list", { filter: [1, 2] }],
  ])("refuses a bad %s with 400", async (_label, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, data: expect.any(String) });
  });

  it("refuses an unknown filter key with 400", async () => {
    for (const filter of [
      { nope: 1 },
      { nope_gte: 1 },
      { password_hash: "x" },
    ]) {
      const res = await list({ filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().status).toBe(0);
    }
  });

  it.each([
    { notify_email: "x" },
    { id: "abc" },
    { id: [1, "x"] },
    { id: 1.5 },
    { id: 2 ** 53 }, // ids are 64-bit, exact in JSON up to 2^53 - 1
    { first_name: { a: 1 } },
    { first_name: 5 },
    { birthday: "x" },
    { birthday: "2020-13-45" },
    { birthday_gte: "2020-13-45" },
    { birthday_lte: 19900101 },
    { created_at_gte: "x" },
    { created_at_lte: "2026-99-99" },
    // A date alone or a time without its offset: which instant it means depends on the zone.
    { created_at_gte: "2026-11-28" },
    { created_at_lte: "2026-11-28T00:00:00" },
    { created_at: ["2026-11-28"] },
    { created_at: true },
    { q: 5 },
  ])(
    "refuses a filter value of the wrong type (%j) with 400, never 5xx",
    async (filter) => {
      const res = await list({ filter });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, data: expect.any(String) });
    },
  );

  it("exposes Content-Range to cross-origin callers (CORS)", async () => {
    const get = await t.injectAs(token, {
      method: "GET",
      url: "merchant/clients",
      headers: { origin: "http://spa.example" },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers["access-control-allow-origin"]).toBe(
      "http://spa.example",
    );
    expect(
      String(get.headers["access-control-expose-headers"]).toLowerCase(),
    ).toContain("content-range");

    const preflight = await t.injectAs(null, {
      method: "OPTIONS",
      url: "merchant/clients",
      headers: {
        origin: "http://spa.example",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(
      String(preflight.headers["access-control-expose-headers"]).toLowerCase(),
    ).toContain("content-range");
  });

  it.each(["PUT", "DELETE"])(
    "lets a cross-origin SPA preflight %s",
    async (method) => {
      const res = await t.injectAs(null, {
        method: "OPTIONS",
        url: `merchant/clients/${c.ada.id}`,
        headers: {
          origin: "http://spa.example",
          "access-control-request-method": method,
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect(String(res.headers["access-control-allow-methods"])).toContain(
        method,
      );
    },
  );

  it("keeps the rows it was asked about untouched", async () => {
    const [row] = await t.app.db
      .select()
      .from(clients)
      .where(eq(clients.id, c.ada.id));
    expect(row.first_name).toBe("Ada");
  });
});

describe("sorting by a reference", () => {
  it("orders by the referenced row's name, looked up in the same business", async () => {
    const m = await createMerchant(t.app);
    const source = async (name: string) =>
      (
        await t.app.db
          .insert(referralSources)
          .values({ merchant_id: m.merchant.id, name })
          .returning()
      )[0].id;
    const zeta = await source("Zeta fair");
    const alpha = await source("Alpha magazine");
    const viaZeta = await createClient(t.app, m.merchant.id, {
      referral_source_id: zeta,
    });
    const viaAlpha = await createClient(t.app, m.merchant.id, {
      referral_source_id: alpha,
    });
    for (const [dir, expected] of [
      ["ASC", [viaAlpha.id, viaZeta.id]],
      ["DESC", [viaZeta.id, viaAlpha.id]],
    ] as const) {
      const res = await t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/clients?${q({ sort: ["referral_source_id", dir], filter: { id: [viaZeta.id, viaAlpha.id] } })}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res.json())).toEqual(expected);
    }
  });
});

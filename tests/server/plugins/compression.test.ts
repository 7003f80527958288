import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { expectErrorShape } from "../support/resourceHelpers";

/** The body as sent, decoded by its Content-Encoding (none, br or gzip). */
function decoded(res: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br")
    return zlib.brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString("utf8");
}

describe("API answers are compressed from 1 KB", () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await createMerchant(t.app)).owner;
    await t.app.db.insert(clients).values(
      Array.from({ length: 40 }, (_, i) => ({
        merchant_id: owner.merchantId,
        first_name: `Compressed ${i}`,
        last_name: "Listing",
        email: `listing${i}@example.com`,
      })),
    );
  });

  const list = (range: [number, number], acceptEncoding?: string) =>
    t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/clients?range=${JSON.stringify(range)}&sort=${JSON.stringify(["id", "ASC"])}`,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("sends a 40-client page as brotli when asked, with its Content-Range", async () => {
    const res = await list([0, 39], "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-range"]).toBe("clients 0-39/40");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const rows = JSON.parse(decoded(res)) as { first_name: string }[];
    expect(rows).toHaveLength(40);
    expect(rows[39].first_name).toBe("Compressed 39");
    // What travels is much smaller than the JSON it carries.
    expect(res.rawPayload.length).toBeLessThan(decoded(res).length / 3);
  });

  it("sends gzip when only gzip is accepted, and plain JSON without Accept-Encoding", async () => {
    const gzip = await list([0, 39], "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-range"]).toBe("clients 0-39/40");
    expect(JSON.parse(decoded(gzip))).toHaveLength(40);

    // Brotli, preferred by browsers, must be worth preferring.
    const br = await list([0, 39], "br");
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);

    const plain = await list([0, 39]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-range"]).toBe("clients 0-39/40");
    expect(plain.json()).toHaveLength(40);
  });

  it("offers neither deflate nor zstd, only brotli and gzip", async () => {
    const res = await list([0, 39], "deflate, zstd");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toHaveLength(40);
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const res = await list([0, 0], "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-range"]).toBe("clients 0-0/40");
    expect(res.json()).toHaveLength(1);
  });

  it("compresses the CSV export, which keeps its type, file name and every row", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/clients/export",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = decoded(res).trim().split(/\r?\n/);
    expect(lines).toHaveLength(41);
    expect(lines.filter((l) => l.includes("Compressed"))).toHaveLength(40);
  });
});

describe("request bodies", () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await createMerchant(t.app)).owner;
  });

  it("are not inflated: a gzip body is refused with a 4xx and creates nothing", async () => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/clients",
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
      },
      payload: zlib.gzipSync(JSON.stringify({ first_name: "Zipped" })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectErrorShape(res.json());
    const list = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(list.json()).toEqual([]);
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import { products } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;
let other: TestUser;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  fx = a.fixtures;
  other = (await createMerchant(t.app)).owner;
});

const base = (over: Json = {}): Json => ({
  name: `Conditioner ${Date.now()}-${++n}`,
  usage_type: "retail",
  supply_price: 300,
  retail_price: 900,
  ...over,
});
const post = (payload: Json, token = owner.token, url = "merchant/products") =>
  t.injectAs(token, { method: "POST", url, payload });
const put = (id: number, payload: Json, token = owner.token) =>
  t.injectAs(token, { method: "PUT", url: `merchant/products/${id}`, payload });
const list = (filter: Json, token = owner.token, url = "merchant/products") =>
  t.injectAs(token, {
    method: "GET",
    url: `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  });

describe("product barcode", () => {
  it("is unique per merchant among live products, with a 422 on the field (POST and PUT)", async () => {
    const code = `400${Date.now()}`;
    const first = await post(base({ barcode: code }));
    expect(first.statusCode, first.body).toBe(201);
    const dup = await post(base({ barcode: code }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.barcode).toBe(
      "Another product already uses this barcode.",
    );
    const second = await post(base());
    const change = await put(second.json().id, { barcode: code });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toHaveProperty("barcode");
    // Another merchant may use the same code.
    expect((await post(base({ barcode: code }), other.token)).statusCode).toBe(
      201,
    );
    // An archived product frees its barcode.
    await t.app.db
      .update(products)
      .set({ archived_at: sql`now()` })
      .where(eq(products.id, first.json().id));
    expect((await post(base({ barcode: code }))).statusCode).toBe(201);
  });

  it("leaves several products without a barcode", async () => {
    expect((await post(base())).statusCode).toBe(201);
    expect((await post(base({ barcode: null }))).statusCode).toBe(201);
  });
});

describe("product prices and measure", () => {
  it("needs a retail price while retail sales are on, not when they are off", async () => {
    const res = await post(base({ retail_price: null }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.retail_price).toMatch(/retail price/);
    const off = await post(
      base({ retail_price: null, retail_sales_enabled: false }),
    );
    expect(off.statusCode, off.body).toBe(201);
    // Turning retail on later needs the price too.
    const on = await put(off.json().id, { retail_sales_enabled: true });
    expect(on.statusCode).toBe(422);
    expect(on.json().errors).toHaveProperty("retail_price");
    const priced = await put(off.json().id, {
      retail_sales_enabled: true,
      retail_price: 1000,
    });
    expect(priced.statusCode).toBe(200);
  });

  it("keeps money in minor units and sends the measure as plain text", async () => {
    const res = await post(
      base({ supply_price: 1234, measure_amount: "12.50", measure_unit: "g" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      supply_price: 1234,
      retail_price: 900,
      measure_amount: "12.5",
      measure_unit: "g",
    });
  });

  it("asks for a unit when an amount is given", async () => {
    const res = await post(base({ measure_amount: "100" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("measure_unit");
  });
});

describe("product list", () => {
  it("searches by name, SKU and barcode, and filters by brand, category, supplier and usage", async () => {
    const tag = `${Date.now()}${++n}`;
    const a = await post(
      base({
        name: `Argan oil ${tag}`,
        sku: `ARG-${tag}`,
        barcode: `77${tag}`,
        brand_id: fx.brand,
        category_id: fx.productCategory,
        supplier_id: fx.supplier,
        usage_type: "professional",
      }),
    );
    expect(a.statusCode, a.body).toBe(201);
    const id = a.json().id;
    for (const q of [`argan oil ${tag}`, `arg-${tag}`, `77${tag}`]) {
      const res = await list({ q });
      expect(
        res.json().map((r: Json) => r.id),
        q,
      ).toEqual([id]);
    }
    for (const filter of [
      { brand_id: fx.brand },
      { category_id: fx.productCategory },
      { supplier_id: fx.supplier },
      { usage_type: "professional" },
    ]) {
      const ids = (await list({ ...filter, q: tag }))
        .json()
        .map((r: Json) => r.id);
      expect(ids, JSON.stringify(filter)).toEqual([id]);
    }
    expect((await list({ brand_id: fx.brand + 1000, q: tag })).json()).toEqual(
      [],
    );
  });

  it("refuses another merchant's brand, category, supplier or tax rate", async () => {
    const theirs = await createMerchant(t.app);
    for (const field of [
      ["brand_id", theirs.fixtures.brand],
      ["category_id", theirs.fixtures.productCategory],
      ["supplier_id", theirs.fixtures.supplier],
      ["tax_rate_id", theirs.fixtures.taxRate],
    ] as const) {
      const res = await post(base({ [field[0]]: field[1] }));
      expect(res.statusCode, field[0]).toBe(422);
      expect(res.json().errors).toHaveProperty(field[0]);
    }
  });
});

describe("referenced master data", () => {
  it("archives a brand in use instead of deleting it: gone from pickers, still resolved by id", async () => {
    const brand = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/brands",
      payload: { name: `In use ${Date.now()}` },
    });
    const brandId = brand.json().id;
    expect((await post(base({ brand_id: brandId }))).statusCode).toBe(201);
    const del = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/brands/${brandId}`,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    const staff = await createStaff(t.app, owner.merchantId, []);
    const options = await t.injectAs(staff.token, {
      method: "GET",
      url: "/wellness/brands/options?range=[0,999]",
    });
    expect(options.json().map((r: Json) => r.id)).not.toContain(brandId);
    const byId = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/brands?filter=${encodeURIComponent(JSON.stringify({ id: [brandId] }))}`,
    });
    expect(byId.json().map((r: Json) => r.id)).toEqual([brandId]);
  });
});

/** A multipart body with text fields and one file part. */
function withImage(fields: Json, file: Buffer, type = "image/png") {
  const boundary = "----producttest0123456789";
  const text = Object.entries(fields)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
    )
    .join("");
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image_path"; filename="p.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(text + head),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe("product image", () => {
  it("takes a multipart upload and serves it only to the owning merchant", async () => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/products",
      ...withImage(base({ measure_amount: "50", measure_unit: "ml" }), PNG),
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record.image_path).toMatch(/\.png$/);
    expect(record).toMatchObject({ supply_price: 300, measure_amount: "50" });
    const mine = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/files/${record.image_path}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    const theirs = await t.injectAs(other.token, {
      method: "GET",
      url: `merchant/files/${record.image_path}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("refuses a file that is not an image, and a stored name given as text", async () => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/products",
      ...withImage(base(), Buffer.from("%PDF-1.4 not an image"), "image/png"),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image_path).toMatch(/PNG, JPEG/);
    const text = await post(base({ image_path: "../../etc/passwd" }));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty("image_path");
  });

  it("refuses an image over the size limit", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/products",
      ...withImage(base(), big),
    });
    expect([413, 422]).toContain(res.statusCode);
  });
});

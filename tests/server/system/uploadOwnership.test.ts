import { describe, it, expect, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { sampleFor } from "../support/resourceSamples";
import { resources } from "../../../server/src/modules";
import type { Json } from "../support/resourceHelpers";

/**
 * A record may only hold its own uploads: a stored file name typed into an
 * image field (the logo's name is in every login answer) is refused, so
 * clearing it later cannot delete another record's image.
 */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function withImage(field: string, fields: Json = {}) {
  const boundary = `----own${randomBytes(8).toString("hex")}`;
  const text = Object.entries(fields)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
    )
    .join("");
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(text + head),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let logo: string;
let location: number;
const products = resources.find((r) => r.name === "products")!;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  location = m.fixtures.location;
  staff = await createStaff(t.app, owner.merchantId, [4, 16]);
  const res = await t.injectAs(owner.token, {
    method: "PUT",
    url: "merchant/business-details/current",
    ...withImage("logo_path"),
  });
  expect(res.statusCode, res.body).toBe(200);
  logo = res.json().logo_path;
});

const fileStatus = async (name: string) =>
  (
    await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/files/${name}`,
    })
  ).statusCode;

async function productWithImage() {
  const res = await t.injectAs(staff.token, {
    method: "POST",
    url: "staff/products",
    ...withImage("image_path", sampleFor(products, owner)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number; image_path: string };
}

describe("image fields hold only the record's own uploads", () => {
  it("refuses the logo's file name on a new or an existing product, and the logo survives", async () => {
    const created = await t.injectAs(staff.token, {
      method: "POST",
      url: "staff/products",
      payload: { ...sampleFor(products, owner), image_path: logo },
    });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors.image_path).toEqual(expect.any(String));
    const product = await productWithImage();
    const stolen = await t.injectAs(staff.token, {
      method: "PUT",
      url: `staff/products/${product.id}`,
      payload: { image_path: logo },
    });
    expect(stolen.statusCode, stolen.body).toBe(422);
    const cleared = await t.injectAs(staff.token, {
      method: "PUT",
      url: `staff/products/${product.id}`,
      payload: { image_path: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await fileStatus(logo)).toBe(200);
  });

  it("refuses another product's image, and a team member's photo cannot take it either", async () => {
    const a = await productWithImage();
    const b = await productWithImage();
    const res = await t.injectAs(staff.token, {
      method: "PUT",
      url: `staff/products/${b.id}`,
      payload: { image_path: a.image_path },
    });
    expect(res.statusCode, res.body).toBe(422);
    const member = await t.injectAs(staff.token, {
      method: "POST",
      url: "staff/team-members",
      payload: {
        first_name: "Photo",
        photo_path: a.image_path,
        location_ids: [location],
      },
    });
    expect(member.statusCode, member.body).toBe(422);
    expect(member.json().errors).toHaveProperty("photo_path");
    expect(await fileStatus(a.image_path)).toBe(200);
  });

  it("refuses a product image as the business logo", async () => {
    const p = await productWithImage();
    const res = await t.injectAs(owner.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      payload: { logo_path: p.image_path },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(await fileStatus(p.image_path)).toBe(200);
  });

  it("keeps the record's own image when the form sends it back, and removes only it when cleared", async () => {
    const p = await productWithImage();
    const same = await t.injectAs(staff.token, {
      method: "PUT",
      url: `staff/products/${p.id}`,
      payload: { name: `Kept ${p.id}`, image_path: p.image_path },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().image_path).toBe(p.image_path);
    const sameLogo = await t.injectAs(owner.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      payload: { logo_path: logo },
    });
    expect(sameLogo.statusCode, sameLogo.body).toBe(200);
    const cleared = await t.injectAs(staff.token, {
      method: "PUT",
      url: `staff/products/${p.id}`,
      payload: { image_path: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await fileStatus(p.image_path)).toBe(404);
    expect(await fileStatus(logo)).toBe(200);
  });
});

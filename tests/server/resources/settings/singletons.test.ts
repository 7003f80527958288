import { describe, it, expect, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  invoiceSequences,
  locations,
  merchants,
} from "../../../../server/src/db/schema";
import { GRANTABLE_SERVICE_IDS } from "../../../../server/src/lib/access";
import { DEFAULT_OPENING_HOURS } from "../../../../server/src/modules/settings/merchantDefaults";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { expectErrorShape, type Json } from "../../support/resourceHelpers";

const SINGLETONS = [
  "business-details",
  "billing-details",
  "online-booking-settings",
] as const;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function logoUpload(fields: Record<string, string>, file = PNG) {
  const boundary = `----logo${randomBytes(8).toString("hex")}`;
  const text = Object.entries(fields)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    )
    .join("");
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo_path"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(text + head),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let a: Awaited<ReturnType<typeof createMerchant>>;
let b: Awaited<ReturnType<typeof createMerchant>>;
let staff: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  a = await createMerchant(t.app);
  b = await createMerchant(t.app);
  staff = await createStaff(t.app, a.merchant.id, [...GRANTABLE_SERVICE_IDS]);
});

const get = (name: string, token = a.owner.token, prefix = "merchant/") =>
  t.injectAs(token, { method: "GET", url: `${prefix}${name}/current` });
const put = (
  name: string,
  payload: Json,
  token = a.owner.token,
  prefix = "merchant/",
) =>
  t.injectAs(token, {
    method: "PUT",
    url: `${prefix}${name}/current`,
    payload,
  });

describe.each(SINGLETONS)("%s (merchant only, once per merchant)", (name) => {
  it("creates its row with defaults on the first GET and answers the same row after", async () => {
    const first = await get(name);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().id).toBe("current");
    expect(first.json()).not.toHaveProperty("merchant_id");
    const again = await get(name);
    expect(again.json()).toEqual(first.json());
  });

  it("refuses staff, even with every area granted (403), and serves no staff routes", async () => {
    expect((await get(name, staff.token)).statusCode).toBe(403);
    expect((await put(name, {}, staff.token)).statusCode).toBe(403);
    for (const prefix of ["", "staff/"]) {
      const read = await get(name, staff.token, prefix);
      expect([403, 404]).toContain(read.statusCode);
      const write = await put(name, {}, staff.token, prefix);
      expect([403, 404]).toContain(write.statusCode);
    }
    expect((await get(name, "")).statusCode).toBe(401);
  });

  it("answers 400 for an id other than current", async () => {
    const res = await t.injectAs(a.owner.token, {
      method: "GET",
      url: `merchant/${name}/1`,
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json());
  });
});

describe("business-details", () => {
  it("reads and updates the merchant's own row", async () => {
    const before = (await get("business-details")).json();
    expect(before).toMatchObject({
      business_name: a.merchant.business_name,
      currency_code: "GBP",
      country_code: "GB",
      default_timezone: "Europe/London",
      prices_include_tax: true,
    });
    const res = await put("business-details", {
      business_name: "  Lotus Spa  ",
      country_code: "de",
      default_timezone: "Europe/Berlin",
      default_language: "de",
      prices_include_tax: false,
      email: "Hello@Lotus.example",
      phone: "+49 30 1234567",
      currency_code: "eur",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: "current",
      business_name: "Lotus Spa",
      country_code: "DE",
      currency_code: "EUR",
      default_language: "de",
      prices_include_tax: false,
      email: "hello@lotus.example",
    });
    const [row] = await t.app.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, a.merchant.id));
    expect(row.business_name).toBe("Lotus Spa");
    expect(Date.parse(row.updated_at)).toBeGreaterThan(
      Date.parse(before.updated_at),
    );
    // Merchant B is untouched.
    expect((await get("business-details", b.owner.token)).json()).toMatchObject(
      { business_name: b.merchant.business_name, currency_code: "GBP" },
    );
  });

  it("a new country and time zone reach the locations that still had the old ones, and a local number of the new country is accepted", async () => {
    const c = await createMerchant(t.app);
    const [seq] = await t.app.db
      .insert(invoiceSequences)
      .values({ merchant_id: c.merchant.id, name: "Main", prefix: "M-" })
      .returning();
    const place = (name: string, country: string, timezone: string) => ({
      merchant_id: c.merchant.id,
      invoice_sequence_id: seq.id,
      opening_hours: DEFAULT_OPENING_HOURS,
      name,
      address_line1: "",
      city: "",
      country_code: country,
      timezone,
    });
    const rows = await t.app.db
      .insert(locations)
      .values([
        place("From sign-up", "GB", "Europe/London"),
        place("Paris", "FR", "Europe/Paris"),
      ])
      .returning({ id: locations.id });
    const res = await put(
      "business-details",
      {
        country_code: "AT",
        default_timezone: "Europe/Vienna",
        phone: "0664 1234567",
      },
      c.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phone).toBe("+436641234567");
    const after = await t.app.db
      .select({
        id: locations.id,
        country: locations.country_code,
        zone: locations.timezone,
      })
      .from(locations)
      .where(eq(locations.merchant_id, c.merchant.id));
    const byId = new Map(after.map((l) => [l.id, l]));
    expect(byId.get(rows[0].id)).toMatchObject({
      country: "AT",
      zone: "Europe/Vienna",
    });
    expect(byId.get(rows[1].id)).toMatchObject({
      country: "FR",
      zone: "Europe/Paris",
    });
    // Another business's locations are left alone.
    const others = await t.app.db
      .select({ country: locations.country_code })
      .from(locations)
      .where(eq(locations.merchant_id, a.merchant.id));
    expect(others.every((l) => l.country !== "AT")).toBe(true);
  });

  it.each([
    ["business_name", ""],
    ["currency_code", "XYZ"],
    ["country_code", "XX"],
    ["default_timezone", "Mars/Olympus"],
    ["default_language", "fr"],
    ["email", "nope"],
    ["prices_include_tax", "yes"],
  ])("refuses %s = %j with 422", async (field, value) => {
    const res = await put("business-details", { [field]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it("ignores the merchant id and timestamps sent in the body", async () => {
    const res = await put("business-details", {
      id: b.merchant.id,
      created_at: "2000-01-01T00:00:00Z",
      business_name: "Mine",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await get("business-details", b.owner.token)).json().business_name,
    ).not.toBe("Mine");
  });

  it("takes a logo upload, serves it only to the merchant and returns it at login", async () => {
    const res = await t.injectAs(a.owner.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      ...logoUpload({ business_name: "Logo Spa", prices_include_tax: "true" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo_path as string;
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.json().prices_include_tax).toBe(true);
    const mine = await t.injectAs(a.owner.token, {
      method: "GET",
      url: `merchant/files/${logo}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    const theirs = await t.injectAs(b.owner.token, {
      method: "GET",
      url: `merchant/files/${logo}`,
    });
    expect(theirs.statusCode).toBe(404);
    const login = await t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email: a.owner.email, password: PASSWORD },
    });
    expect(login.json().logo_path).toBe(logo);
  });

  it("refuses a logo that is not an image, and a logo name that was not uploaded", async () => {
    const bad = await t.injectAs(a.owner.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      ...logoUpload({}, Buffer.from("not an image at all")),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("logo_path");
    const forged = await put("business-details", {
      logo_path: "../etc/passwd",
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toHaveProperty("logo_path");
  });
});

describe("billing-details", () => {
  it("starts from the business name and the owner's e-mail", async () => {
    const res = await get("billing-details", b.owner.token);
    expect(res.json()).toMatchObject({
      legal_name: b.merchant.business_name,
      billing_email: b.owner.email,
      country_code: "GB",
      tax_number: null,
    });
  });

  it("updates, and refuses a missing legal name or a bad e-mail", async () => {
    const ok = await put("billing-details", {
      legal_name: "Lotus Spa GmbH",
      billing_email: "Billing@Lotus.example",
      address_line1: "Hauptstraße 1",
      city: "Berlin",
      country_code: "DE",
      tax_number: "DE123456789",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      legal_name: "Lotus Spa GmbH",
      billing_email: "billing@lotus.example",
      tax_number: "DE123456789",
    });
    for (const [field, value] of [
      ["legal_name", " "],
      ["billing_email", "nope"],
      ["country_code", "ZZ"],
    ]) {
      const res = await put("billing-details", { [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    expect((await get("billing-details")).json().legal_name).toBe(
      "Lotus Spa GmbH",
    );
    expect(
      (await get("billing-details", b.owner.token)).json().legal_name,
    ).toBe(b.merchant.business_name);
  });
});

describe("online-booking-settings", () => {
  it("starts disabled with DOMAIN §3.34 defaults and a slug from the business name", async () => {
    const res = await get("online-booking-settings", b.owner.token);
    expect(res.json()).toMatchObject({
      enabled: false,
      slot_interval_minutes: 15,
      min_notice_minutes: 60,
      max_advance_days: 90,
      client_cancel_notice_minutes: 1440,
      require_phone: true,
    });
    expect(res.json().slug).toMatch(/^salon-[0-9a-f]+-\d+$/);
  });

  it("updates, keeps slugs unique across merchants and checks the ranges", async () => {
    const slugB = (await get("online-booking-settings", b.owner.token)).json()
      .slug as string;
    const ok = await put("online-booking-settings", {
      enabled: true,
      slug: "Lotus-Spa-Berlin",
      slot_interval_minutes: 30,
      client_cancel_notice_minutes: 120,
      important_info_text: "Please arrive 10 minutes early.",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      enabled: true,
      slug: "lotus-spa-berlin",
    });
    const taken = await put("online-booking-settings", {
      slug: slugB.toUpperCase(),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toMatch(/taken/);
    for (const [field, value] of [
      ["slot_interval_minutes", 7],
      ["client_cancel_notice_minutes", 10],
      ["client_cancel_notice_minutes", 3000],
      ["max_advance_days", 0],
      ["min_notice_minutes", -5],
      ["slug", "a b"],
      ["slug", "-x-"],
      ["enabled", "yes"],
    ] as const) {
      const res = await put("online-booking-settings", { [field]: value });
      expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    expect(
      (await get("online-booking-settings", b.owner.token)).json().slug,
    ).toBe(slugB);
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { eq, sum } from "drizzle-orm";
import { voucherTransactions } from "../../../../server/src/db/schema";
import { resources } from "../../../../server/src/modules";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import { createRow, type Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  fx = m.fixtures;
  other = (await createMerchant(t.app)).owner;
});

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: Json,
  token = owner.token,
) => t.injectAs(token, { method, url, payload });
const q = (filter: Json) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent("[0,99]")}`;
const vouchersDef = resources.find((r) => r.name === "vouchers")!;

describe("voucher types", () => {
  const base = (over: Json = {}): Json => ({
    name: `Gift ${Math.random()}`,
    value: 5000,
    retail_price: 4000,
    location_ids: [fx.location],
    ...over,
  });

  it("takes a validity as both fields or neither", async () => {
    const half = await call("POST", "merchant/voucher-types", {
      ...base(),
      valid_for_value: 3,
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toHaveProperty("valid_for_unit");
    const none = await call("POST", "merchant/voucher-types", base());
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json()).toMatchObject({
      valid_for_value: null,
      redeemable_for: "any",
      service_ids: [],
    });
  });

  it("needs services when redeemable for selected services, and drops them for any", async () => {
    const res = await call(
      "POST",
      "merchant/voucher-types",
      base({ redeemable_for: "selected_services", service_ids: [fx.service] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const any = await call("PUT", `merchant/voucher-types/${res.json().id}`, {
      redeemable_for: "any",
    });
    expect(any.json().service_ids).toEqual([]);
    const back = await call("PUT", `merchant/voucher-types/${res.json().id}`, {
      redeemable_for: "selected_services",
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.service_ids).toMatch(/at least one service/);
  });
});

describe("issued vouchers (read-only)", () => {
  it("lists with status and balance filters; the balance equals the ledger", async () => {
    const row = await createRow(t, owner.token, vouchersDef);
    const [{ total }] = await t.app.db
      .select({ total: sum(voucherTransactions.amount) })
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucher_id, row.id));
    expect(Number(total)).toBe(row.balance);
    const valid = await call(
      "GET",
      `merchant/vouchers?${q({ status: "valid" })}`,
    );
    expect(valid.json().map((r: Json) => r.id)).toContain(row.id);
    const redeemed = await call(
      "GET",
      `merchant/vouchers?${q({ status: ["redeemed", "expired"] })}`,
    );
    expect(redeemed.json().map((r: Json) => r.id)).not.toContain(row.id);
    const empty = await call(
      "GET",
      `merchant/vouchers?${q({ has_balance: false })}`,
    );
    expect(empty.json().map((r: Json) => r.id)).not.toContain(row.id);
    const byType = await call(
      "GET",
      `merchant/vouchers?${q({ voucher_type_id: fx.voucherType, q: row.code })}`,
    );
    expect(byType.json().map((r: Json) => r.id)).toEqual([row.id]);
  });

  it("has no write routes, for the owner nor for staff of the area", async () => {
    const staff = await createStaff(t.app, owner.merchantId, [19]);
    const row = await createRow(t, owner.token, vouchersDef);
    expect(
      (await call("GET", `vouchers/${row.id}`, undefined, staff.token))
        .statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ["POST", "merchant/vouchers"],
      ["PUT", `merchant/vouchers/${row.id}`],
      ["POST", "staff/vouchers"],
    ] as const)
      expect(
        (await call(method, url, { balance: 1 }, staff.token)).statusCode,
      ).toBe(404);
  });
});

describe("voucher codes in option lists (bearer money)", () => {
  const options = (token: string, filter?: Json, path = "vouchers") =>
    t.injectAs(token, {
      method: "GET",
      url: `${path}/options${filter ? `?${q(filter)}` : ""}`,
    });

  it("lists codes and balances only to staff with the vouchers area", async () => {
    const row = await createRow(t, owner.token, vouchersDef);
    const area = await createStaff(t.app, owner.merchantId, [19]);
    const calendar = await createStaff(t.app, owner.merchantId, [2, 3, 4]);
    const listed = await options(area.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((r: Json) => r.code)).toContain(row.code);
    for (const filter of [
      undefined,
      {},
      { id: [row.id] },
      { q: String(row.code).slice(0, 3) },
      { has_balance: true },
      { code: [row.code] },
      { code: row.code, q: "x" },
      { code_gte: "A" },
    ]) {
      const res = await options(calendar.token, filter);
      expect(res.statusCode, `${JSON.stringify(filter)} ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 0 });
      expect(res.body).not.toContain(String(row.code));
    }
  });

  it("answers any staff user who types the exact code, and nothing else", async () => {
    const row = await createRow(t, owner.token, vouchersDef);
    const till = await createStaff(t.app, owner.merchantId, [3]);
    const found = await options(till.token, { code: row.code });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({
        id: row.id,
        code: row.code,
        balance: row.balance,
      }),
    ]);
    const near = await options(till.token, {
      code: String(row.code).slice(0, -1),
    });
    expect(near.statusCode).toBe(200);
    expect(near.json()).toEqual([]);
    const theirs = await options(
      other.token,
      { code: row.code },
      "merchant/vouchers",
    );
    expect(theirs.json()).toEqual([]);
  });
});

describe("voucher settings", () => {
  it("starts with the defaults of DOMAIN §3.29, per merchant", async () => {
    const res = await call("GET", "merchant/voucher-settings/current");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: "current",
      default_valid_for_value: 12,
      default_valid_for_unit: "months",
      code_length: 8,
      allow_partial_redemption: true,
      redeemable_on_products: false,
    });
    expect(res.json()).not.toHaveProperty("merchant_id");
  });

  it("checks the code length and stores the prefix in capitals", async () => {
    for (const code_length of [5, 17]) {
      const bad = await call("PUT", "merchant/voucher-settings/current", {
        code_length,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.code_length).toMatch(/6 to 16/);
    }
    const ok = await call("PUT", "merchant/voucher-settings/current", {
      code_length: 10,
      code_prefix: "gv",
      default_valid_for_value: 2,
      default_valid_for_unit: "years",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code_length: 10, code_prefix: "GV" });
    const theirs = await call(
      "GET",
      "merchant/voucher-settings/current",
      undefined,
      other.token,
    );
    expect(theirs.json().code_length).toBe(8);
  });

  it("lets staff with the promote area read and save, and refuses the others", async () => {
    const allowed = await createStaff(t.app, owner.merchantId, [6]);
    const refused = await createStaff(t.app, owner.merchantId, [3]);
    expect(
      (await call("GET", "voucher-settings/current", undefined, allowed.token))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          "PUT",
          "staff/voucher-settings/current",
          { terms_text: "Valid in all our salons." },
          allowed.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call("GET", "voucher-settings/current", undefined, refused.token))
        .statusCode,
    ).toBe(403);
  });
});

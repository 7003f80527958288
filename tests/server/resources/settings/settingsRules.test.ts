import { describe, it, expect, beforeAll, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  invoiceSequences,
  locations,
  paymentTypes,
  taxRates,
} from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, createStaff } from "../../support/builders";
import { sampleFor } from "../../support/resourceSamples";
import { WEEK } from "../../support/samples/settings";
import type { Json } from "../../support/resourceHelpers";
import { resources } from "../../../../server/src/modules";

// The sales issue wires these to the sales tables; here a test decides.
const sales = vi.hoisted(() => ({ has: false, issued: 0 }));
vi.mock("../../../../server/src/modules/settings/salesChecks", () => ({
  merchantHasSales: async () => sales.has,
  highestIssuedInvoiceNumber: async () => sales.issued,
}));

let t: TestApp;
let a: Awaited<ReturnType<typeof createMerchant>>;
let b: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_PER_IP: 1000 });
  a = await createMerchant(t.app);
  b = await createMerchant(t.app);
});

const def = (name: string) => resources.find((r) => r.name === name)!;
const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Json,
  token = a.owner.token,
) => t.injectAs(token, { method, url: `merchant/${url}`, payload });
const list = async (url: string, filter: Json = {}, sort?: [string, string]) =>
  (
    await call(
      "GET",
      `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ""}`,
    )
  ).json() as Json[];

describe("merchant defaults (createMerchantDefaults)", () => {
  it("gives a new sign-up its system payment types and a default invoice sequence", async () => {
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/merchantSignUp",
      payload: {
        business_name: "Fresh Spa",
        name: "Fay Fresh",
        email: `fay-${randomBytes(4).toString("hex")}@example.com`,
        password: "Sign-up#2026pass",
        confirm_password: "Sign-up#2026pass",
        currency_code: "EUR",
        country_code: "DE",
        timezone: "Europe/Berlin",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const merchantId = JSON.parse(
      Buffer.from(res.json().data.split(".")[1], "base64url").toString(),
    ).merchant_id as number;
    const types = await t.app.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.merchant_id, merchantId))
      .orderBy(paymentTypes.sort_order);
    expect(types.map((p) => [p.name, p.kind, p.is_system])).toEqual([
      ["Cash", "cash", true],
      ["Card", "card", true],
      ["Voucher", "voucher", true],
    ]);
    const seqs = await t.app.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.merchant_id, merchantId));
    expect(seqs).toHaveLength(1);
    expect(seqs[0]).toMatchObject({
      prefix: "INV-",
      next_number: 1,
      padding: 6,
    });
  });
});

describe("payment types", () => {
  it("locks the name and kind of system types, but lets them move", async () => {
    const cash = a.fixtures.paymentTypeCash;
    for (const change of [{ name: "Money" }, { kind: "other" }]) {
      const res = await call("PUT", `payment-types/${cash}`, change);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors)[0]).toMatch(/built-in/);
    }
    const moved = await call("PUT", `payment-types/${cash}`, {
      name: "Cash",
      sort_order: 7,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ sort_order: 7, is_system: true });
  });

  it("refuses to delete a system type with a clear message", async () => {
    const res = await call(
      "DELETE",
      `payment-types/${a.fixtures.paymentTypeCard}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/cannot be deleted/);
    const [row] = await t.app.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.id, a.fixtures.paymentTypeCard));
    expect(row.archived_at).toBeNull();
  });

  it("never lets a client make a type system, and appends new custom types", async () => {
    const res = await call("POST", "payment-types", {
      name: `Bank ${randomBytes(3).toString("hex")}`,
      kind: "other",
      is_system: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().is_system).toBe(false);
    const all = await list("payment-types", {}, ["sort_order", "ASC"]);
    expect(all.at(-1)!.id).toBe(res.json().id);
  });
});

describe("locations", () => {
  const payload = () => {
    const p = sampleFor(def("locations"), a.owner) as Json;
    delete p.timezone;
    delete p.invoice_sequence_id;
    return p;
  };

  it("takes the merchant's time zone and first invoice sequence when none is given", async () => {
    const res = await call("POST", "locations", payload());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      timezone: "Europe/London",
      invoice_sequence_id: a.fixtures.invoiceSequence,
    });
  });

  it("stores the week sorted with every day, [] = closed", async () => {
    const res = await call("POST", "locations", {
      ...payload(),
      opening_hours: {
        fri: [
          { start: "14:00", end: "18:00" },
          { start: "09:00", end: "12:00" },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().opening_hours).toEqual({
      mon: [],
      tue: [],
      wed: [],
      thu: [],
      fri: [
        { start: "09:00", end: "12:00" },
        { start: "14:00", end: "18:00" },
      ],
      sat: [],
      sun: [],
    });
  });

  it("explains which day is wrong", async () => {
    const res = await call("POST", "locations", {
      ...payload(),
      opening_hours: { ...WEEK, wed: [{ start: "18:00", end: "09:00" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.opening_hours).toMatch(/^Wednesday/);
  });

  it("names an unknown field inside an opening interval", async () => {
    const res = await call("POST", "locations", {
      ...payload(),
      opening_hours: {
        ...WEEK,
        thu: [{ start: "09:00", end: "18:00", closed: true }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.opening_hours).toBe(
      'Thursday: unknown field "closed": give start and end only.',
    );
  });

  it("refuses another merchant's tax rate or invoice sequence, and an archived tax rate", async () => {
    for (const [field, id] of [
      ["default_service_tax_rate_id", b.fixtures.taxRate],
      ["invoice_sequence_id", b.fixtures.invoiceSequence],
    ] as const) {
      const res = await call("POST", "locations", {
        ...payload(),
        [field]: id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    const [archived] = await t.app.db
      .insert(taxRates)
      .values({
        merchant_id: a.merchant.id,
        name: `Old ${randomBytes(3).toString("hex")}`,
        rate_pct: "5",
        archived_at: "2025-01-01T00:00:00Z",
      })
      .returning();
    const res = await call("POST", "locations", {
      ...payload(),
      default_product_tax_rate_id: archived.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.default_product_tax_rate_id).toMatch(/archived/);
  });

  it("is archived, not deleted, when devices point at it, and leaves the option list", async () => {
    const loc = (await call("POST", "locations", payload())).json();
    const dev = await call("POST", "devices", {
      ...sampleFor(def("devices"), a.owner),
      location_id: loc.id,
    });
    expect(dev.statusCode, dev.body).toBe(201);
    const del = await call("DELETE", `locations/${loc.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    const options = (
      await call("GET", "locations/options?range=[0,99]")
    ).json();
    expect(options.map((o: Json) => o.id)).not.toContain(loc.id);
    // History still resolves it, and no new device may pick it.
    expect((await list("locations", { id: [loc.id] }))[0].id).toBe(loc.id);
    const again = await call("POST", "devices", {
      ...sampleFor(def("devices"), a.owner),
      location_id: loc.id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.location_id).toMatch(/archived/);
  });
});

describe("tax rates", () => {
  it("shows which locations use a rate as their default, and archives a rate in use", async () => {
    const [rate] = await list("tax-rates", { id: [a.fixtures.taxRate] });
    expect(rate.rate_pct).toBe(20);
    expect(rate.default_service_location_ids).toEqual(
      expect.arrayContaining([a.fixtures.location, a.fixtures.location2]),
    );
    const [zero] = await list("tax-rates", { id: [a.fixtures.taxRateZero] });
    expect(zero.default_service_location_ids).toEqual([]);
    const del = await call("DELETE", `tax-rates/${a.fixtures.taxRate}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    const [loc] = await t.app.db
      .select()
      .from(locations)
      .where(eq(locations.id, a.fixtures.location));
    expect(loc.default_service_tax_rate_id).toBe(a.fixtures.taxRate);
    await call("PUT", `tax-rates/${a.fixtures.taxRate}`, { archived_at: null });
  });
});

describe("invoice sequences", () => {
  it("previews the next invoice number", async () => {
    const res = await call("POST", "invoice-sequences", {
      name: `Riverside ${randomBytes(3).toString("hex")}`,
      prefix: `RIV${randomBytes(2).toString("hex").toUpperCase()}-`,
      next_number: 124,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().preview).toBe(`${res.json().prefix}000124`);
  });

  it("refuses a prefix another sequence uses", async () => {
    const res = await call("POST", "invoice-sequences", {
      name: `Copy ${randomBytes(3).toString("hex")}`,
      prefix: "INV-",
      next_number: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("prefix");
  });

  it("refuses to delete a sequence a location uses, naming the location", async () => {
    const res = await call(
      "DELETE",
      `invoice-sequences/${a.fixtures.invoiceSequence}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Central/);
  });

  it("never lowers the next number to one already issued", async () => {
    const seq = a.fixtures.invoiceSequence;
    sales.issued = 41;
    try {
      const low = await call("PUT", `invoice-sequences/${seq}`, {
        next_number: 41,
      });
      expect(low.statusCode).toBe(422);
      expect(low.json().errors.next_number).toMatch(/41/);
      const ok = await call("PUT", `invoice-sequences/${seq}`, {
        next_number: 42,
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      sales.issued = 0;
    }
  });
});

describe("business currency", () => {
  it("is read-only once a sale exists", async () => {
    sales.has = true;
    try {
      const res = await call("PUT", "business-details/current", {
        currency_code: "USD",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.currency_code).toMatch(/sale/);
      const same = await call("PUT", "business-details/current", {
        currency_code: "GBP",
        business_name: "Still fine",
      });
      expect(same.statusCode, same.body).toBe(200);
    } finally {
      sales.has = false;
    }
    const free = await call("PUT", "business-details/current", {
      currency_code: "USD",
    });
    expect(free.statusCode).toBe(200);
  });
});

describe("close dates", () => {
  it("checks end ≥ start against the stored start on a partial update", async () => {
    const row = (
      await call("POST", "close-dates", sampleFor(def("close-dates"), a.owner))
    ).json();
    const res = await call("PUT", `close-dates/${row.id}`, {
      end_date: "2026-12-01",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date).toMatch(/before the start/);
    const same = await call("PUT", `close-dates/${row.id}`, {
      end_date: "2026-12-24",
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses another merchant's location and filters by location and dates", async () => {
    const foreign = await call("POST", "close-dates", {
      ...sampleFor(def("close-dates"), a.owner),
      location_ids: [a.fixtures.location, b.fixtures.location],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("location_ids");
    const summer = (
      await call("POST", "close-dates", {
        start_date: "2026-08-01",
        end_date: "2026-08-14",
        description: "Summer",
        location_ids: [a.fixtures.location2],
      })
    ).json();
    const ids = (f: Json) =>
      list("close-dates", f).then((rows) => rows.map((r) => r.id));
    expect(await ids({ location_id: a.fixtures.location2 })).toContain(
      summer.id,
    );
    expect(await ids({ location_id: a.fixtures.location })).not.toContain(
      summer.id,
    );
    expect(
      await ids({ on_or_after: "2026-08-10", on_or_before: "2026-08-10" }),
    ).toEqual([summer.id]);
    expect(
      (
        await call(
          "GET",
          `close-dates?filter=${encodeURIComponent('{"on_or_after":"soon"}')}`,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe("tip settings", () => {
  it("keeps one row per location", async () => {
    const first = sampleFor(def("tip-settings"), a.owner);
    expect((await call("POST", "tip-settings", first)).statusCode).toBe(201);
    const second = await call("POST", "tip-settings", {
      ...first,
      suggested_pct: [],
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.location_id).toMatch(/already has/);
  });
});

describe("settings staff (service 14)", () => {
  it("lets staff with service 14 write locations but not business details", async () => {
    const staff = await createStaff(t.app, a.merchant.id, [14]);
    const res = await t.injectAs(staff.token, {
      method: "POST",
      url: "staff/tax-rates",
      payload: { name: `Staff ${randomBytes(3).toString("hex")}`, rate_pct: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (
        await t.injectAs(staff.token, {
          method: "GET",
          url: "merchant/business-details/current",
        })
      ).statusCode,
    ).toBe(403);
    const stored = await t.app.db
      .select()
      .from(taxRates)
      .where(
        and(
          eq(taxRates.id, res.json().id),
          eq(taxRates.merchant_id, a.merchant.id),
        ),
      );
    expect(stored).toHaveLength(1);
  });
});

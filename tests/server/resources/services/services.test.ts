import { describe, it, expect, beforeAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  servicePricingOptions,
  services,
} from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import { servicesSamples } from "../../support/samples/services";
import type { Json } from "../../support/resourceHelpers";
import { servicesResource } from "../../../../server/src/modules/services";
import { mapWriteError } from "../../../../server/src/lib/crudShared";
import { HttpError } from "../../../../server/src/lib/httpErrors";
import { pgErrorCode } from "../../../../server/src/lib/pgErrors";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;
let foreign: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  fx = a.fixtures;
  foreign = (await createMerchant(t.app)).fixtures;
});

const sample = (over: Json = {}) => ({
  ...servicesSamples.samplePayload.services(fx),
  ...over,
});
const post = (payload: Json) =>
  t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/services",
    payload,
  });
const put = (id: number, payload: Json) =>
  t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/services/${id}`,
    payload,
  });
const list = (filter: Json) =>
  t.injectAs(owner.token, {
    method: "GET",
    url: `merchant/services?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent("[0,99]")}`,
  });
const storedOptions = (serviceId: number) =>
  t.app.db
    .select()
    .from(servicePricingOptions)
    .where(eq(servicePricingOptions.service_id, serviceId))
    .orderBy(servicePricingOptions.id);

type Option = {
  id: number;
  name: string | null;
  duration_minutes: number;
  price: number;
};

describe("services: nested pricing options", () => {
  it("creates the options in order and sends them back with the price and duration range", async () => {
    const res = await post(sample());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.pricing_options.map((o: Option) => o.name)).toEqual([
      "60 min",
      "90 min",
    ]);
    expect(body.pricing_options.map((o: Json) => o.sort_order)).toEqual([0, 1]);
    expect(body).toMatchObject({
      price_min: 5000,
      price_max: 8500,
      duration_min: 60,
      duration_max: 90,
    });
    expect(await storedOptions(body.id)).toHaveLength(2);
    for (const o of await storedOptions(body.id))
      expect(o.merchant_id).toBe(owner.merchantId);
  });

  it("updates options by id, inserts new ones and deletes removed ones in one PUT", async () => {
    const created = (await post(sample())).json();
    const [first, second] = created.pricing_options as Option[];
    const res = await put(created.id, {
      pricing_options: [
        { id: second.id, name: "60 min", duration_minutes: 60, price: 7000 },
        { id: first.id, name: "Short", duration_minutes: 30, price: 3000 },
        { name: "Long", duration_minutes: 120, price: 11000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().pricing_options as Option[];
    expect(options.map((o) => [o.id, o.name, o.duration_minutes])).toEqual([
      [second.id, "60 min", 60],
      [first.id, "Short", 30],
      [expect.any(Number), "Long", 120],
    ]);
    const stored = await storedOptions(created.id);
    expect(stored).toHaveLength(3);

    const trimmed = await put(created.id, {
      pricing_options: [{ id: first.id, duration_minutes: 45, price: 4000 }],
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(trimmed.json().pricing_options).toEqual([
      expect.objectContaining({ id: first.id, name: null, price: 4000 }),
    ]);
    expect((await storedOptions(created.id)).map((o) => o.id)).toEqual([
      first.id,
    ]);
  });

  it("leaves the options alone when a PUT does not name them", async () => {
    const created = (await post(sample())).json();
    const res = await put(created.id, { name: `Renamed ${Date.now()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pricing_options).toEqual(created.pricing_options);
  });

  it("archives a removed option that history points at, and keeps it out of the service", async () => {
    const created = (await post(sample())).json();
    const [first, second] = created.pricing_options as Option[];
    await t.app.db.execute(
      sql`create table if not exists test_option_refs (merchant_id integer, option_id bigint,
            foreign key (merchant_id, option_id) references service_pricing_options(merchant_id, id))`,
    );
    try {
      await t.app.db.execute(
        sql`insert into test_option_refs select merchant_id, id from service_pricing_options where id = ${second.id}`,
      );
      const res = await put(created.id, {
        pricing_options: [{ id: first.id, duration_minutes: 60, price: 6000 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pricing_options.map((o: Option) => o.id)).toEqual([
        first.id,
      ]);
      const kept = (await storedOptions(created.id)).find(
        (o) => o.id === second.id,
      );
      expect(kept?.archived_at).not.toBeNull();
      // Its name is free again for a new option.
      const again = await put(created.id, {
        pricing_options: [
          { id: first.id, duration_minutes: 60, price: 6000 },
          { name: "90 min", duration_minutes: 90, price: 9000 },
        ],
      });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await t.app.db.execute(sql`drop table test_option_refs`);
    }
  });

  it("refuses an option id of another service", async () => {
    const a = (await post(sample())).json();
    const b = (await post(sample())).json();
    const res = await put(a.id, {
      pricing_options: [
        { id: b.pricing_options[0].id, duration_minutes: 60, price: 100 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(["pricing_options.0.id"]);
    expect((await storedOptions(b.id)).map((o) => o.price)).toEqual([
      6000, 8500,
    ]);
  });

  it.each([
    [{ duration_minutes: 7, price: 100 }, "duration_minutes"],
    [{ duration_minutes: 0, price: 100 }, "duration_minutes"],
    [{ duration_minutes: 725, price: 100 }, "duration_minutes"],
    [{ duration_minutes: 60, price: -1 }, "price"],
    [
      { duration_minutes: 60, price: 5000, special_price: 5000 },
      "special_price",
    ],
    [
      { duration_minutes: 60, price: 5000, special_price: 6000 },
      "special_price",
    ],
    [{ duration_minutes: 60, price_type: "free", price: 100 }, "price"],
    [{ duration_minutes: 60, price_type: "cheap", price: 100 }, "price_type"],
  ])(
    "refuses the option %j with errors.pricing_options.0.%s",
    async (option, field) => {
      const res = await post(sample({ pricing_options: [option] }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty([`pricing_options.0.${field}`]);
    },
  );

  it("accepts a special price below the price, a free option and the bounds 5 and 720", async () => {
    const res = await post(
      sample({
        deposit_type: "none",
        pricing_options: [
          { duration_minutes: 5, price: 1000, special_price: 999 },
          { duration_minutes: 720, price_type: "free", price: 0 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price_min: 0, price_max: 999 });
  });

  it("refuses two options with the same name and a service without options", async () => {
    const dup = await post(
      sample({
        pricing_options: [
          { name: "Half", duration_minutes: 30, price: 100 },
          { name: "half", duration_minutes: 45, price: 200 },
        ],
      }),
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty(["pricing_options.1.name"]);
    const none = await post(sample({ pricing_options: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.pricing_options).toBe(
      "Add at least one pricing option.",
    );
  });
});

describe("services: extra time, resources and tenancy", () => {
  it.each([
    [{ extra_time_type: "blocked_after", extra_time_minutes: null }],
    [{ extra_time_type: "processing_after", extra_time_minutes: 4 }],
    [{ extra_time_type: "processing_after", extra_time_minutes: 121 }],
    [{ extra_time_type: "blocked_after", extra_time_minutes: 17.5 }],
  ])("refuses extra time %j on errors.extra_time_minutes", async (over) => {
    const res = await post(sample(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty("extra_time_minutes");
  });

  it("accepts 5 and 120 minutes, clears the minutes for none, and checks a partial update against the stored row", async () => {
    for (const m of [5, 120]) {
      const res = await post(
        sample({ extra_time_type: "blocked_after", extra_time_minutes: m }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const none = await post(
      sample({ extra_time_type: "none", extra_time_minutes: 30 }),
    );
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().extra_time_minutes).toBeNull();
    const switched = await put(none.json().id, {
      extra_time_type: "processing_after",
    });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors).toHaveProperty("extra_time_minutes");
    const ok = await put(none.json().id, {
      extra_time_type: "processing_after",
      extra_time_minutes: 10,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("needs a resource when resources are required", async () => {
    const res = await post(sample({ resource_ids: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("resource_ids");
    const optional = await post(
      sample({ resources_required: false, resource_ids: [] }),
    );
    expect(optional.statusCode, optional.body).toBe(201);
    const turnOn = await put(optional.json().id, { resources_required: true });
    expect(turnOn.statusCode).toBe(422);
    expect(turnOn.json().errors).toHaveProperty("resource_ids");
  });

  it.each([
    ["team_member_ids", () => [foreign.teamMember]],
    ["resource_ids", () => [foreign.resource]],
    ["location_ids", () => [fx.location, foreign.location]],
    ["treatment_type_id", () => foreign.treatmentType],
    ["tax_rate_id", () => foreign.taxRate],
  ] as const)(
    "refuses another merchant's %s and stores nothing",
    async (field, value) => {
      const before = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(services);
      const res = await post(sample({ [field]: value() }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
      const after = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(services);
      expect(after[0].n).toBe(before[0].n);
      const created = (await post(sample())).json();
      const upd = await put(created.id, { [field]: value() });
      expect(upd.statusCode).toBe(422);
    },
  );
});

/** The cells of one CSV line (RFC 4180 quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') cell += line[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  return [...cells, cell];
}

describe("services: deposits", () => {
  const ABOVE =
    "The deposit cannot be more than the lowest price of the service.";
  const none = {
    deposit_type: "none",
    deposit_amount: null,
    deposit_percent: null,
  };
  const stored = async (id: number) =>
    (
      await t.app.db
        .select({
          deposit_type: services.deposit_type,
          deposit_amount: services.deposit_amount,
          deposit_percent: services.deposit_percent,
        })
        .from(services)
        .where(eq(services.id, id))
    )[0];

  it("takes no deposit by default", async () => {
    const payload = sample();
    delete payload.deposit_type;
    delete payload.deposit_amount;
    delete payload.deposit_percent;
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(none);
  });

  it.each([
    [{ deposit_type: "fixed", deposit_amount: 5000 }, 5000, null],
    [{ deposit_type: "fixed", deposit_amount: 1 }, 1, null],
    [{ deposit_type: "percentage", deposit_percent: 1 }, null, 1],
    [{ deposit_type: "percentage", deposit_percent: 100 }, null, 100],
  ])("accepts %j and stores it", async (over, amount, percent) => {
    const res = await post(sample({ deposit_percent: undefined, ...over }));
    expect(res.statusCode, res.body).toBe(201);
    const want = {
      deposit_type: over.deposit_type,
      deposit_amount: amount,
      deposit_percent: percent,
    };
    expect(res.json()).toMatchObject(want);
    expect(await stored(res.json().id)).toEqual(want);
  });

  const wholeAmount =
    "Enter the deposit as a whole amount above 0 in minor units (cents).";
  const wholePercent = "Enter the deposit as a whole percentage from 1 to 100.";
  /** The field that carries the error, by deposit type. */
  const depositField = {
    fixed: "deposit_amount",
    percentage: "deposit_percent",
  } as const;
  it.each<[keyof typeof depositField, object, string]>([
    ["fixed", { deposit_amount: null }, "Enter the deposit amount."],
    ["fixed", { deposit_amount: 0 }, wholeAmount],
    ["fixed", { deposit_amount: 99.5 }, wholeAmount],
    [
      "fixed",
      { deposit_amount: 1_000_000_000_001 },
      "The deposit is too large.",
    ],
    [
      "percentage",
      { deposit_amount: null },
      "Enter the deposit percentage (1 to 100).",
    ],
    ["percentage", { deposit_percent: 0 }, wholePercent],
    ["percentage", { deposit_percent: 101 }, wholePercent],
    ["percentage", { deposit_percent: 33.3 }, wholePercent],
  ])("refuses a %s deposit with %j", async (deposit_type, over, message) => {
    const res = await post(sample({ deposit_type, ...over }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[depositField[deposit_type]]).toBe(message);
  });

  it("refuses a deposit type it does not know", async () => {
    const res = await post(
      sample({ deposit_type: "half", deposit_amount: null }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.deposit_type).toBe(
      "Must be one of: none, fixed, percentage.",
    );
  });

  it("compares a fixed deposit with the lowest price of the options sent, special prices and free options included", async () => {
    const options = [
      { duration_minutes: 60, price: 6000, special_price: 4500 },
      { duration_minutes: 90, price: 8000 },
    ];
    const above = await post(
      sample({ deposit_amount: 4501, pricing_options: options }),
    );
    expect(above.statusCode, above.body).toBe(422);
    expect(above.json().errors).toEqual({ deposit_amount: ABOVE });
    const equal = await post(
      sample({ deposit_amount: 4500, pricing_options: options }),
    );
    expect(equal.statusCode, equal.body).toBe(201);
    const free = await post(
      sample({
        deposit_amount: 100,
        pricing_options: [
          { duration_minutes: 30, price_type: "free", price: 0 },
          { duration_minutes: 60, price: 6000 },
        ],
      }),
    );
    expect(free.statusCode).toBe(422);
    expect(free.json().errors.deposit_amount).toBe(ABOVE);
    // A percentage is never above the price.
    const percent = await post(
      sample({
        deposit_type: "percentage",
        deposit_percent: 100,
        pricing_options: options,
      }),
    );
    expect(percent.statusCode, percent.body).toBe(201);
  });

  it("checks a partial update against the stored options, and new options against the stored deposit", async () => {
    const created = (await post(sample({ deposit_amount: 3000 }))).json();
    const raise = await put(created.id, { deposit_amount: 5001 });
    expect(raise.statusCode).toBe(422);
    expect(raise.json().errors).toEqual({ deposit_amount: ABOVE });
    const cheaper = await put(created.id, {
      pricing_options: [{ duration_minutes: 30, price: 2500 }],
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().errors).toEqual({ deposit_amount: ABOVE });
    expect(await stored(created.id)).toMatchObject({ deposit_amount: 3000 });
    const both = await put(created.id, {
      deposit_amount: 2500,
      pricing_options: [{ duration_minutes: 30, price: 2500 }],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({
      deposit_amount: 2500,
      price_min: 2500,
    });
  });

  it("clears the field the new type does not use when only the type changes", async () => {
    const created = (await post(sample({ deposit_amount: 3000 }))).json();
    // Percentage without a percentage: the stored amount does not count.
    const missing = await put(created.id, { deposit_type: "percentage" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      deposit_percent: "Enter the deposit percentage (1 to 100).",
    });
    const toPercent = await put(created.id, {
      deposit_type: "percentage",
      deposit_percent: 20,
    });
    expect(toPercent.statusCode, toPercent.body).toBe(200);
    expect(toPercent.json()).toMatchObject({
      deposit_type: "percentage",
      deposit_amount: null,
      deposit_percent: 20,
    });
    // A percentage kept while other fields change; an amount sent with it is dropped.
    const rename = await put(created.id, {
      name: `Renamed ${Date.now()}`,
      deposit_amount: 1000,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(await stored(created.id)).toEqual({
      deposit_type: "percentage",
      deposit_amount: null,
      deposit_percent: 20,
    });
    const toNone = await put(created.id, { deposit_type: "none" });
    expect(toNone.statusCode, toNone.body).toBe(200);
    expect(toNone.json()).toMatchObject(none);
    expect(await stored(created.id)).toEqual(none);
    const toFixed = await put(created.id, {
      deposit_type: "fixed",
      deposit_amount: 1500,
    });
    expect(toFixed.statusCode, toFixed.body).toBe(200);
    expect(await stored(created.id)).toEqual({
      deposit_type: "fixed",
      deposit_amount: 1500,
      deposit_percent: null,
    });
  });

  it("filters by has_deposit, sorts by deposit type and exports the deposit columns", async () => {
    const m = await createMerchant(t.app);
    const mk = async (over: Json) => {
      const res = await t.injectAs(m.owner.token, {
        method: "POST",
        url: "merchant/services",
        payload: {
          ...servicesSamples.samplePayload.services(m.fixtures),
          deposit_percent: undefined,
          ...over,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const fixed = await mk({ deposit_type: "fixed", deposit_amount: 1000 });
    const percent = await mk({
      deposit_type: "percentage",
      deposit_percent: 30,
    });
    const free = await mk({ deposit_type: "none", deposit_amount: null });
    const get = (query: string) =>
      t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/services${query}`,
      });
    const ids = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[])
        .map((r) => r.id)
        .filter((id) => [fixed, percent, free].includes(id));
    };
    const filter = (f: Json) =>
      `?filter=${encodeURIComponent(JSON.stringify(f))}`;
    expect(await ids(filter({ has_deposit: true }))).toEqual([fixed, percent]);
    expect(await ids(filter({ has_deposit: false }))).toEqual([free]);
    expect(await ids(filter({ deposit_type: "percentage" }))).toEqual([
      percent,
    ]);
    expect((await get(filter({ has_deposit: "maybe" }))).statusCode).toBe(400);
    const sort = (dir: string) =>
      `?sort=${encodeURIComponent(JSON.stringify(["deposit_type", dir]))}`;
    expect(await ids(sort("ASC"))).toEqual([fixed, free, percent]);
    expect(await ids(sort("DESC"))).toEqual([percent, free, fixed]);
    const csv = await get(`/export${filter({ id: [fixed, percent] })}`);
    expect(csv.statusCode).toBe(200);
    const [cols, ...lines] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map(csvCells);
    const at = (line: string[], col: string) => line[cols.indexOf(col)];
    expect(cols).toEqual(
      expect.arrayContaining([
        "deposit_type",
        "deposit_amount",
        "deposit_percent",
      ]),
    );
    expect(
      lines.map((l) => [
        at(l, "deposit_type"),
        at(l, "deposit_amount"),
        at(l, "deposit_percent"),
      ]),
    ).toEqual([
      ["fixed", "1000", ""],
      ["percentage", "", "30"],
    ]);
  });

  it("turns a refusal of the database's deposit check into an answer on the field", async () => {
    const err = await t.app.db
      .insert(services)
      .values({
        merchant_id: owner.merchantId,
        name: `Broken ${Date.now()}`,
        treatment_type_id: fx.treatmentType,
        deposit_type: "none",
        deposit_amount: 500,
      })
      .catch((e: unknown) => e);
    let answer: unknown;
    try {
      mapWriteError(servicesResource, err);
    } catch (e) {
      answer = e;
    }
    expect(answer).toBeInstanceOf(HttpError);
    expect((answer as HttpError).statusCode).toBe(422);
    expect((answer as HttpError).errors).toHaveProperty("deposit_type");
  });

  it("refuses in the database a fixed or percentage deposit without its value", async () => {
    for (const deposit_type of ["fixed", "percentage"]) {
      const err = await t.app.db
        .insert(services)
        .values({
          merchant_id: owner.merchantId,
          name: `No value ${deposit_type} ${Date.now()}`,
          treatment_type_id: fx.treatmentType,
          deposit_type,
        })
        .catch((e: unknown) => e);
      expect(pgErrorCode(err), deposit_type).toBe("23514");
    }
  });
});

describe("services: list filters", () => {
  it("filters by treatment type, location, team member, online booking and name", async () => {
    const m = await createMerchant(t.app);
    const f = m.fixtures;
    const sampleOf = (over: Json) => ({
      ...servicesSamples.samplePayload.services(f),
      ...over,
    });
    const mk = async (over: Json) => {
      const res = await t.injectAs(m.owner.token, {
        method: "POST",
        url: "merchant/services",
        payload: sampleOf(over),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const tt = await t.injectAs(m.owner.token, {
      method: "POST",
      url: "merchant/treatment-types",
      payload: { name: "Nails" },
    });
    const nails = await mk({
      name: "Gel manicure",
      treatment_type_id: tt.json().id,
      online_booking_enabled: false,
    });
    const other = await mk({ name: "Hot stone" });
    const ids = async (filter: Json) => {
      const res = await t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/services?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    expect(await ids({ treatment_type_id: tt.json().id })).toEqual([nails]);
    expect(await ids({ online_booking_enabled: false })).toEqual([nails]);
    expect(await ids({ q: "stone" })).toEqual([other]);
    expect(await ids({ location_id: f.location })).toEqual(
      expect.arrayContaining([nails, other]),
    );
    expect(await ids({ location_id: fx.location })).toEqual([]);
    expect(await ids({ team_member_id: f.teamMember })).toContain(nails);
    const bad = await list({ location_id: "abc" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("treatment types and services: archive instead of delete", () => {
  it("archives a treatment type a service uses; the service still resolves it by id", async () => {
    const tt = (
      await t.injectAs(owner.token, {
        method: "POST",
        url: "merchant/treatment-types",
        payload: { name: `Laser ${Date.now()}` },
      })
    ).json();
    await post(sample({ treatment_type_id: tt.id }));
    const del = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/treatment-types/${tt.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().archived_at).not.toBeNull();
    const options = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/treatment-types/options?range=[0,99]",
    });
    expect(options.json().map((o: Json) => o.id)).not.toContain(tt.id);
    const byId = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/treatment-types/options?filter=${encodeURIComponent(JSON.stringify({ id: [tt.id] }))}`,
    });
    expect(byId.json().map((o: Json) => o.id)).toEqual([tt.id]);
  });

  it("archives a service a membership includes", async () => {
    const svc = (await post(sample())).json();
    const mem = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/memberships",
      payload: {
        ...servicesSamples.samplePayload.memberships(fx),
        service_ids: [svc.id],
      },
    });
    expect(mem.statusCode, mem.body).toBe(201);
    const del = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/services/${svc.id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).not.toBeNull();
    expect(del.json().pricing_options).toHaveLength(2);
    expect((await list({})).json().map((r: Json) => r.id)).not.toContain(
      svc.id,
    );
  });
});

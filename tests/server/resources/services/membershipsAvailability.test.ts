import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import { servicesSamples } from "../../support/samples/services";
import type { Json } from "../../support/resourceHelpers";

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

const call = (method: "POST" | "PUT", url: string, payload: Json) =>
  t.injectAs(owner.token, { method, url: `merchant/${url}`, payload });

describe("memberships: sessions and covered services", () => {
  const sample = (over: Json = {}) => ({
    ...servicesSamples.samplePayload.memberships(fx),
    ...over,
  });

  it("needs a session count when limited and clears it when unlimited", async () => {
    const missing = await call(
      "POST",
      "memberships",
      sample({ sessions_count: null }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("sessions_count");
    const unlimited = await call(
      "POST",
      "memberships",
      sample({ session_type: "unlimited", sessions_count: 5 }),
    );
    expect(unlimited.statusCode, unlimited.body).toBe(201);
    expect(unlimited.json().sessions_count).toBeNull();
    const toLimited = await call("PUT", `memberships/${unlimited.json().id}`, {
      session_type: "limited",
    });
    expect(toLimited.statusCode).toBe(422);
    expect(toLimited.json().errors).toHaveProperty("sessions_count");
  });

  it("needs services when the scope is selected and clears them for all", async () => {
    const none = await call("POST", "memberships", sample({ service_ids: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty("service_ids");
    const all = await call(
      "POST",
      "memberships",
      sample({ services_scope: "all" }),
    );
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().service_ids).toEqual([]);
    const back = await call("PUT", `memberships/${all.json().id}`, {
      services_scope: "selected",
    });
    expect(back.statusCode).toBe(422);
    const ok = await call("PUT", `memberships/${all.json().id}`, {
      services_scope: "selected",
      service_ids: [fx.service],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().service_ids).toEqual([fx.service]);
  });

  it.each([
    ["service_ids", () => [foreign.service]],
    ["location_ids", () => [foreign.location]],
    ["tax_rate_id", () => foreign.taxRate],
  ] as const)("refuses another merchant's %s", async (field, value) => {
    const res = await call("POST", "memberships", sample({ [field]: value() }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });
});

describe("service availability rules", () => {
  const sample = (over: Json = {}) => ({
    ...servicesSamples.samplePayload["service-availability"](fx),
    ...over,
  });
  const rules = (...r: [number, string, string][]) =>
    r.map(([weekday, start, end]) => ({ weekday, start, end }));

  it.each([
    [rules([1, "9:00", "12:00"]), "rules.0.start"],
    [rules([1, "09:00", "24:00"]), "rules.0.end"],
    [rules([1, "09:60", "12:00"]), "rules.0.start"],
    [rules([1, "12:00", "12:00"]), "rules.0.end"],
    [rules([1, "13:00", "12:00"]), "rules.0.end"],
    [rules([0, "09:00", "12:00"]), "rules.0.weekday"],
    [rules([8, "09:00", "12:00"]), "rules.0.weekday"],
    [rules([2, "09:00", "12:00"], [2, "11:59", "14:00"]), "rules.1.start"],
    [rules([2, "09:00", "18:00"], [2, "10:00", "11:00"]), "rules.1.start"],
    [rules([3, "13:00", "15:00"], [3, "09:00", "13:30"]), "rules.1.start"],
  ])("refuses %j on errors[%s]", async (value, field) => {
    const res = await call(
      "POST",
      "service-availability",
      sample({ rules: value }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it("accepts touching periods and the same hours on different days", async () => {
    const res = await call(
      "POST",
      "service-availability",
      sample({
        rules: rules(
          [1, "09:00", "12:00"],
          [1, "12:00", "13:00"],
          [2, "09:00", "12:00"],
          [7, "00:00", "23:59"],
        ),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rules).toHaveLength(4);
  });

  it("keeps the date range in order, also on a partial update, and allows all locations", async () => {
    const bad = await call(
      "POST",
      "service-availability",
      sample({ date_from: "2026-05-01", date_to: "2026-04-30" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("date_to");
    const row = await call(
      "POST",
      "service-availability",
      sample({ location_id: null }),
    );
    expect(row.statusCode, row.body).toBe(201);
    const upd = await call("PUT", `service-availability/${row.json().id}`, {
      date_from: "2027-01-01",
    });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toHaveProperty("date_to");
  });

  it.each([
    ["service_id", () => foreign.service],
    ["location_id", () => foreign.location],
  ] as const)("refuses another merchant's %s", async (field, value) => {
    const res = await call(
      "POST",
      "service-availability",
      sample({ [field]: value() }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it("filters by service and channel; a list without archives ignores archived=false", async () => {
    await call("POST", "service-availability", sample({ channels: "both" }));
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/service-availability?filter=${encodeURIComponent(JSON.stringify({ service_id: fx.service, channels: "both", archived: false }))}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    for (const r of res.json()) expect(r.channels).toBe("both");
  });
});

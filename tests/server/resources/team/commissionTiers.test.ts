import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { commissionPlanRules } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  fx = m.fixtures;
});

const ORDER = "Tiers must be in ascending order without gaps or overlaps.";

/** A member of its own for each plan (one plan per member). */
async function newMember() {
  const res = await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/team-members",
    payload: { first_name: "Tiered", location_ids: [fx.location] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const tier = (from: number, to: number | null, rate_pct: number) => ({
  from,
  to,
  rate_pct,
});

const tieredRule = (extra: Json = {}) => ({
  item_type: "service",
  enabled: true,
  rate_type: "tiered",
  tier_period: "month",
  tier_mode: "progressive",
  tiers: [
    tier(0, 100_000, 5),
    tier(100_000, 250_000, 7.5),
    tier(250_000, null, 10),
  ],
  overrides: [],
  ...extra,
});

const postPlan = async (rules: Json[]) =>
  t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/commission-plans",
    payload: { team_member_id: await newMember(), rules },
  });

/** Posts one rule and expects a 422 naming `field` with `message`. */
async function refused(rule: Json, field: string, message: string | RegExp) {
  const res = await postPlan([rule]);
  expect(res.statusCode, res.body).toBe(422);
  const errors = res.json().errors as Record<string, string>;
  expect(errors, JSON.stringify(errors)).toHaveProperty([field]);
  if (typeof message === "string") expect(errors[field]).toBe(message);
  else expect(errors[field]).toMatch(message);
}

describe("tiered commission rates", () => {
  it("round-trips a valid tiered rule and stores it on the rule row", async () => {
    const rule = tieredRule({ rate_pct: 12, fixed_amount: 300 });
    const res = await postPlan([rule]);
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    expect(plan.rules).toEqual([
      {
        item_type: "service",
        enabled: true,
        rate_type: "tiered",
        // A stale flat rate of another type is not kept.
        rate_pct: null,
        fixed_amount: null,
        tiers: rule.tiers,
        tier_period: "month",
        tier_mode: "progressive",
        overrides: [],
      },
    ]);
    const read = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/commission-plans/${plan.id}`,
    });
    expect(read.json()).toEqual(plan);
    const [row] = await t.app.db
      .select()
      .from(commissionPlanRules)
      .where(eq(commissionPlanRules.commission_plan_id, plan.id));
    expect(row).toMatchObject({
      rate_type: "tiered",
      tiers: rule.tiers,
      tier_period: "month",
      tier_mode: "progressive",
    });

    // Updating to retroactive weekly tiers with a single open-ended tier.
    const put = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/commission-plans/${plan.id}`,
      payload: {
        rules: [
          tieredRule({
            tier_period: "week",
            tier_mode: "retroactive",
            tiers: [tier(0, null, 4)],
          }),
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().rules[0]).toMatchObject({
      tiers: [tier(0, null, 4)],
      tier_period: "week",
      tier_mode: "retroactive",
    });
  });

  it("gives a tiered rule's item overrides a flat percent", async () => {
    const res = await postPlan([
      tieredRule({
        overrides: [{ item_id: fx.service, excluded: false, rate_pct: 15 }],
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rules[0].overrides).toEqual([
      {
        item_id: fx.service,
        excluded: false,
        rate_pct: 15,
        fixed_amount: null,
      },
    ]);
    await refused(
      tieredRule({ overrides: [{ item_id: fx.service, excluded: false }] }),
      "rules.0.overrides.0.rate_pct",
      "Give the item its own rate, or exclude it.",
    );
  });

  it("refuses unordered tiers", async () => {
    await refused(
      tieredRule({
        tiers: [
          tier(0, 100_000, 5),
          tier(250_000, null, 10),
          tier(100_000, 250_000, 7),
        ],
      }),
      "rules.0.tiers.1.from",
      ORDER,
    );
    await refused(
      tieredRule({
        tiers: [
          tier(0, 100_000, 5),
          tier(100_000, 50_000, 7),
          tier(50_000, null, 9),
        ],
      }),
      "rules.0.tiers.1.to",
      ORDER,
    );
  });

  it("refuses overlapping tiers", async () => {
    await refused(
      tieredRule({
        tiers: [
          tier(0, 100_000, 5),
          tier(80_000, 200_000, 7),
          tier(200_000, null, 9),
        ],
      }),
      "rules.0.tiers.1.from",
      ORDER,
    );
  });

  it("refuses a gap between tiers", async () => {
    await refused(
      tieredRule({
        tiers: [tier(0, 100_000, 5), tier(120_000, null, 7)],
      }),
      "rules.0.tiers.1.from",
      ORDER,
    );
  });

  it("refuses a first tier that does not start at 0", async () => {
    await refused(
      tieredRule({ tiers: [tier(1_000, 100_000, 5), tier(100_000, null, 7)] }),
      "rules.0.tiers.0.from",
      "The first tier starts at 0.",
    );
  });

  it("allows only the last tier to be open-ended, and requires it", async () => {
    await refused(
      tieredRule({
        tiers: [tier(0, null, 5), tier(100_000, null, 7)],
      }),
      "rules.0.tiers.0.to",
      /Only the last tier may be open-ended/,
    );
    await refused(
      tieredRule({ tiers: [tier(0, 100_000, 5), tier(100_000, 200_000, 7)] }),
      "rules.0.tiers.1.to",
      /Leave the last tier open-ended/,
    );
  });

  it("refuses rates outside 0–100 and wrong tier values", async () => {
    await refused(
      tieredRule({ tiers: [tier(0, 100_000, 5), tier(100_000, null, 101)] }),
      "rules.0.tiers.1.rate_pct",
      "Enter a rate from 0 to 100.",
    );
    await refused(
      tieredRule({ tiers: [tier(0, 100_000, -1), tier(100_000, null, 5)] }),
      "rules.0.tiers.0.rate_pct",
      "Enter a rate from 0 to 100.",
    );
    await refused(
      tieredRule({ tiers: [tier(0, 100.5, 5), tier(100.5, null, 5)] }),
      "rules.0.tiers.0.to",
      /.+/,
    );
  });

  it("needs at least one tier, at most ten, a period and a mode", async () => {
    await refused(
      tieredRule({ tiers: [] }),
      "rules.0.tiers",
      "Add at least one tier.",
    );
    await refused(
      tieredRule({ tiers: null }),
      "rules.0.tiers",
      "Add at least one tier.",
    );
    const eleven = Array.from({ length: 11 }, (_, k) =>
      tier(k * 1_000, k === 10 ? null : (k + 1) * 1_000, 5),
    );
    await refused(
      tieredRule({ tiers: eleven }),
      "rules.0.tiers",
      /at most 10 tiers/,
    );
    await refused(
      tieredRule({ tier_period: null }),
      "rules.0.tier_period",
      /period/,
    );
    await refused(
      tieredRule({ tier_period: "year" }),
      "rules.0.tier_period",
      /.+/,
    );
    await refused(
      tieredRule({ tier_mode: undefined }),
      "rules.0.tier_mode",
      /apply/,
    );
    await refused(tieredRule({ tier_mode: "flat" }), "rules.0.tier_mode", /.+/);
    // Ten tiers are fine.
    const ten = eleven
      .slice(0, 10)
      .map((x, k) => (k === 9 ? { ...x, to: null } : x));
    const ok = await postPlan([tieredRule({ tiers: ten })]);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("keeps a disabled tiered rule without tiers", async () => {
    const res = await postPlan([
      tieredRule({
        enabled: false,
        tiers: null,
        tier_period: null,
        tier_mode: null,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rules[0]).toMatchObject({
      enabled: false,
      rate_type: "tiered",
      tiers: null,
    });
  });

  it("still saves fixed and percent rules, without tier fields", async () => {
    const res = await postPlan([
      {
        item_type: "service",
        rate_type: "percent",
        rate_pct: 12.5,
        tiers: [tier(0, null, 3)],
        tier_period: "day",
        tier_mode: "progressive",
      },
      { item_type: "product", rate_type: "fixed", fixed_amount: 150 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rules).toEqual([
      {
        item_type: "service",
        enabled: true,
        rate_type: "percent",
        rate_pct: 12.5,
        fixed_amount: null,
        tiers: null,
        tier_period: null,
        tier_mode: null,
        overrides: [],
      },
      {
        item_type: "product",
        enabled: true,
        rate_type: "fixed",
        rate_pct: null,
        fixed_amount: 150,
        tiers: null,
        tier_period: null,
        tier_mode: null,
        overrides: [],
      },
    ]);
    await refused(
      { item_type: "service", rate_type: "percent" },
      "rules.0.rate_pct",
      "Enter the commission rate in percent.",
    );
  });

  it("the database refuses an enabled tiered rule without tiers", async () => {
    const res = await postPlan([]);
    expect(res.statusCode, res.body).toBe(201);
    await expect(
      t.app.db.insert(commissionPlanRules).values({
        merchant_id: owner.merchantId,
        commission_plan_id: res.json().id,
        item_type: "voucher",
        rate_type: "tiered",
        tiers: [],
        tier_period: "month",
        tier_mode: "progressive",
      }),
    ).rejects.toThrow();
  });
});

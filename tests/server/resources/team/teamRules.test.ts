import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import {
  commissionPlanOverrides,
  commissionPlanRules,
  locations,
  teamMembers,
} from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;
let other: { owner: TestUser; fixtures: Fixtures };

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  fx = m.fixtures;
  const o = await createMerchant(t.app);
  other = { owner: o.owner, fixtures: o.fixtures };
});

const post = (name: string, payload: Json, token = owner.token) =>
  t.injectAs(token, { method: "POST", url: `merchant/${name}`, payload });
const put = (name: string, id: number, payload: Json) =>
  t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/${name}/${id}`,
    payload,
  });

async function newMember(extra: Json = {}) {
  const res = await post("team-members", {
    first_name: "Rule",
    location_ids: [fx.location],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number };
}

const week = { mon: [{ start: "09:00", end: "17:00" }] };
const pattern = (memberId: number, start: string, end: string | null) => ({
  team_member_id: memberId,
  location_id: fx.location,
  start_date: start,
  end_date: end,
  repeat_weeks: 1,
  weeks: [week],
});

describe("team member locations", () => {
  it("needs at least one location, and only the merchant's own", async () => {
    const none = await post("team-members", {
      first_name: "Nowhere",
      location_ids: [],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.location_ids).toMatch(/at least one location/);
    const missing = await post("team-members", { first_name: "Nowhere" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("location_ids");
    const foreign = await post("team-members", {
      first_name: "Stranger",
      location_ids: [fx.location, other.fixtures.location],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.location_ids).toBe(
      "The selected record does not exist.",
    );
    const member = await newMember();
    expect(member.location_ids).toEqual([fx.location]);
    const cleared = await put("team-members", member.id, { location_ids: [] });
    expect(cleared.statusCode).toBe(422);
  });

  it("replaces the locations and services, and filters the list by location", async () => {
    const [second] = await t.app.db
      .insert(locations)
      .values({
        merchant_id: owner.merchantId,
        name: "Second branch",
        address_line1: "2 High Street",
        city: "Leeds",
        timezone: "Europe/London",
        opening_hours: {},
        invoice_sequence_id: fx.invoiceSequence,
      })
      .returning();
    const member = await newMember({ service_ids: [fx.service] });
    expect(member.service_ids).toEqual([fx.service]);
    const res = await put("team-members", member.id, {
      location_ids: [second.id],
      service_ids: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      location_ids: [second.id],
      service_ids: [],
    });
    const list = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/team-members?filter=${encodeURIComponent(JSON.stringify({ location_id: second.id }))}`,
    });
    expect(list.json().map((r: Json) => r.id)).toEqual([member.id]);
  });

  it("refuses another merchant's department", async () => {
    const res = await post("team-members", {
      first_name: "Dept",
      location_ids: [fx.location],
      department_id: other.fixtures.department,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("department_id");
  });
});

describe("shift patterns", () => {
  it("refuses a pattern that overlaps another of the same member, with a clear 422", async () => {
    const m = await newMember();
    const first = await post(
      "shift-patterns",
      pattern(m.id, "2032-01-05", "2032-03-28"),
    );
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await post(
      "shift-patterns",
      pattern(m.id, "2032-03-01", null),
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors.start_date).toBe(
      "This team member already has a working pattern from 2032-01-05 to 2032-03-28; patterns may not overlap. End that pattern first or choose other dates.",
    );
    // The day after the end is free; an open-ended pattern then blocks everything later.
    const next = await post(
      "shift-patterns",
      pattern(m.id, "2032-03-29", null),
    );
    expect(next.statusCode, next.body).toBe(201);
    const later = await post(
      "shift-patterns",
      pattern(m.id, "2040-01-02", "2040-02-01"),
    );
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.start_date).toMatch(/with no end date/);
    // Moving the first pattern onto the second is refused too, and its own dates never clash with itself.
    expect(
      (await put("shift-patterns", first.json().id, { end_date: "2032-04-30" }))
        .statusCode,
    ).toBe(422);
    expect(
      (await put("shift-patterns", first.json().id, { end_date: "2032-03-20" }))
        .statusCode,
    ).toBe(200);
    // Another member is not affected.
    const m2 = await newMember();
    expect(
      (await post("shift-patterns", pattern(m2.id, "2032-03-01", null)))
        .statusCode,
    ).toBe(201);
  });

  it("checks the shifts of each day: HH:MM, end after start, no overlap, one week per rotation week", async () => {
    const m = await newMember();
    const cases: [unknown, RegExp][] = [
      [
        [{ mon: [{ start: "18:00", end: "02:00" }] }],
        /Monday: A shift must end after it starts \(18:00–02:00\); shifts cannot cross midnight/,
      ],
      [
        [
          {
            fri: [
              { start: "13:00", end: "18:00" },
              { start: "09:00", end: "13:30" },
            ],
          },
        ],
        /Friday: Shifts overlap \(09:00–13:30 and 13:00–18:00\)/,
      ],
      [[{ sun: [{ start: "9", end: "10:00" }] }], /HH:MM/],
    ];
    for (const [weeks, message] of cases) {
      const res = await post("shift-patterns", {
        ...pattern(m.id, "2033-01-03", null),
        weeks,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.weeks).toMatch(message);
    }
    const rotation = await post("shift-patterns", {
      ...pattern(m.id, "2033-01-03", null),
      repeat_weeks: 2,
    });
    expect(rotation.statusCode).toBe(422);
    expect(rotation.json().errors.repeat_weeks).toMatch(/each of the 2 week/);
    const ok = await post("shift-patterns", {
      ...pattern(m.id, "2033-01-03", null),
      repeat_weeks: 2,
      weeks: [
        {
          mon: [
            { start: "14:00", end: "24:00" },
            { start: "08:00", end: "12:00" },
          ],
        },
        {},
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // Stored in time order.
    expect(ok.json().weeks[0].mon).toEqual([
      { start: "08:00", end: "12:00" },
      { start: "14:00", end: "24:00" },
    ]);
  });
});

describe("shift overrides and time off", () => {
  it("allows one override per member and day ([] is a day off)", async () => {
    const m = await newMember();
    const payload = {
      team_member_id: m.id,
      location_id: fx.location,
      date: "2032-05-04",
      intervals: [],
    };
    expect((await post("shift-overrides", payload)).statusCode).toBe(201);
    const again = await post("shift-overrides", payload);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.date).toMatch(/already has a change of hours/);
  });

  it("needs the end of time off after its start, also on a partial update", async () => {
    const m = await newMember();
    const res = await post("time-off", {
      team_member_id: m.id,
      start_at: "2032-06-01T09:00:00Z",
      end_at: "2032-06-01T09:00:00Z",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_at).toBe("The end must be after the start.");
    const ok = await post("time-off", {
      team_member_id: m.id,
      start_at: "2032-06-01T09:00:00Z",
      end_at: "2032-06-03T17:00:00Z",
    });
    expect(ok.json()).toMatchObject({ type: "annual" });
    const moved = await put("time-off", ok.json().id, {
      start_at: "2032-06-04T09:00:00Z",
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty("end_at");
  });
});

describe("commission plans", () => {
  const rules = [
    {
      item_type: "service",
      rate_type: "percent",
      rate_pct: 10,
      overrides: [{ item_id: 0, rate_pct: 15 }],
    },
    { item_type: "voucher", rate_type: "fixed", fixed_amount: 200 },
  ];
  const withService = (id: number) => [
    { ...rules[0], overrides: [{ item_id: id, rate_pct: 15 }] },
    rules[1],
  ];

  it("allows one plan per team member", async () => {
    const m = await newMember();
    const first = await post("commission-plans", { team_member_id: m.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ deduct_discounts: true, rules: [] });
    const second = await post("commission-plans", { team_member_id: m.id });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.team_member_id).toBe(
      "This team member already has a commission plan: edit that one.",
    );
    const m2 = await newMember();
    const plan2 = await post("commission-plans", { team_member_id: m2.id });
    const moved = await put("commission-plans", plan2.json().id, {
      team_member_id: m.id,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty("team_member_id");
  });

  /** The tier fields of a rule that is not tiered. */
  const NO_TIERS = { tiers: null, tier_period: null, tier_mode: null };

  it("saves rules with their overrides, replaces them on update, and keeps them when not sent", async () => {
    const m = await newMember();
    const res = await post("commission-plans", {
      team_member_id: m.id,
      rules: withService(fx.service),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rules).toEqual([
      {
        item_type: "service",
        enabled: true,
        rate_type: "percent",
        rate_pct: 10,
        fixed_amount: null,
        ...NO_TIERS,
        overrides: [
          {
            item_id: fx.service,
            excluded: false,
            rate_pct: 15,
            fixed_amount: null,
          },
        ],
      },
      {
        item_type: "voucher",
        enabled: true,
        rate_type: "fixed",
        rate_pct: null,
        fixed_amount: 200,
        ...NO_TIERS,
        overrides: [],
      },
    ]);
    const id = res.json().id as number;
    const kept = await put("commission-plans", id, { deduct_discounts: false });
    expect(kept.json().rules).toEqual(res.json().rules);
    const replaced = await put("commission-plans", id, {
      rules: [{ item_type: "product", rate_pct: 5 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().rules).toEqual([
      {
        item_type: "product",
        enabled: true,
        rate_type: "percent",
        rate_pct: 5,
        fixed_amount: null,
        ...NO_TIERS,
        overrides: [],
      },
    ]);
    const stored = await t.app.db
      .select()
      .from(commissionPlanRules)
      .where(eq(commissionPlanRules.commission_plan_id, id));
    expect(stored).toHaveLength(1);
    expect(
      await t.app.db.select().from(commissionPlanOverrides),
    ).not.toContainEqual(
      expect.objectContaining({ service_id: fx.service, rate_pct: "15.0000" }),
    );
  });

  it("refuses a rule without its rate, a duplicate item type, and override items of another merchant", async () => {
    const m = await newMember();
    const noRate = await post("commission-plans", {
      team_member_id: m.id,
      rules: [{ item_type: "service", rate_type: "fixed", rate_pct: 10 }],
    });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().errors["rules.0.fixed_amount"]).toBe(
      "Enter the fixed commission amount.",
    );
    const dup = await post("commission-plans", {
      team_member_id: m.id,
      rules: [
        { item_type: "product", rate_pct: 1 },
        { item_type: "product", rate_pct: 2 },
      ],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.rules).toMatch(/one rule per item type/);
    const foreign = await post("commission-plans", {
      team_member_id: m.id,
      rules: withService(other.fixtures.service),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors["rules.0.overrides"]).toBe(
      "A selected item does not exist.",
    );
    const foreignMember = await post("commission-plans", {
      team_member_id: (
        await t.app.db
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(eq(teamMembers.merchant_id, other.owner.merchantId))
      )[0].id,
    });
    expect(foreignMember.statusCode).toBe(422);
    expect(foreignMember.json().errors).toHaveProperty("team_member_id");
  });
});

describe("team member photo", () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  function withPhoto(fields: Json, file: Buffer) {
    const boundary = "----teamphototest0123456789";
    const text = Object.entries(fields)
      .map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
      )
      .join("");
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo_path"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([
        Buffer.from(text + head),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  }

  it("takes a multipart photo with the location ids, served only to the owning merchant", async () => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/team-members",
      ...withPhoto(
        { first_name: "Photo", location_ids: [fx.location], sort_order: 2 },
        PNG,
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      location_ids: [fx.location],
      sort_order: 2,
    });
    expect(record.photo_path).toMatch(/\.png$/);
    const mine = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/files/${record.photo_path}`,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.injectAs(other.owner.token, {
      method: "GET",
      url: `merchant/files/${record.photo_path}`,
    });
    expect(theirs.statusCode).toBe(404);
    const text = await put("team-members", record.id, {
      photo_path: "../../etc/passwd",
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty("photo_path");
  });
});

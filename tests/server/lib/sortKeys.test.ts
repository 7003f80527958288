import { describe, it, expect, beforeAll } from "vitest";
import {
  clients,
  memberships,
  referralSources,
  teamMembers,
  timeOff,
} from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";

/**
 * Lists sort a column by what the SPA shows in it: a foreign key by the
 * referenced row's name (a person's "first last"), a validity by its length.
 */

const listUrl = (resource: string, field: string, order: string) =>
  `merchant/${resource}?sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

let t: TestApp;
let token: string;
let merchantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  token = m.owner.token;
  merchantId = m.merchant.id;
});

async function list<T>(resource: string, field: string, order: string) {
  const res = await t.injectAs(token, {
    method: "GET",
    url: listUrl(resource, field, order),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T[];
}

describe("sorting by a reference", () => {
  it("orders clients by their referral source's name, clients without one last", async () => {
    // Inserted in an order where id order and name order differ.
    const [zeta, alpha] = await t.app.db
      .insert(referralSources)
      .values([
        { merchant_id: merchantId, name: "Zeta fair" },
        { merchant_id: merchantId, name: "Alpha radio" },
      ])
      .returning();
    await t.app.db.insert(clients).values([
      {
        merchant_id: merchantId,
        first_name: "Zed",
        referral_source_id: zeta.id,
      },
      { merchant_id: merchantId, first_name: "None" },
      {
        merchant_id: merchantId,
        first_name: "Al",
        referral_source_id: alpha.id,
      },
    ]);
    type C = { first_name: string };
    const names = (rows: C[]) => rows.map((r) => r.first_name);
    expect(
      names(await list<C>("clients", "referral_source_id", "ASC")),
    ).toEqual(["Al", "Zed", "None"]);
    expect(
      names(await list<C>("clients", "referral_source_id", "DESC")),
    ).toEqual(["None", "Zed", "Al"]);
  });

  it("orders time off by the team member's full name", async () => {
    const [zoe, anna] = await t.app.db
      .insert(teamMembers)
      .values([
        { merchant_id: merchantId, first_name: "Zoe", last_name: "Adams" },
        { merchant_id: merchantId, first_name: "Anna", last_name: "Young" },
      ])
      .returning();
    const rows = await t.app.db
      .insert(timeOff)
      .values(
        [zoe, anna].map((m) => ({
          merchant_id: merchantId,
          team_member_id: m.id,
          start_at: "2026-05-04T09:00:00Z",
          end_at: "2026-05-04T17:00:00Z",
        })),
      )
      .returning();
    type T = { id: number };
    const ids = (r: T[]) => r.map((x) => x.id);
    expect(ids(await list<T>("time-off", "team_member_id", "ASC"))).toEqual([
      rows[1].id,
      rows[0].id,
    ]);
    // The options list (pickers) takes the same sort.
    const options = await t.injectAs(token, {
      method: "GET",
      url: listUrl("time-off/options", "team_member_id", "DESC"),
    });
    expect(ids(options.json())).toEqual([rows[0].id, rows[1].id]);
  });
});

describe("sorting by validity", () => {
  it("orders memberships by how long they last, whatever the unit", async () => {
    await t.app.db.insert(memberships).values(
      (
        [
          ["Year", 1, "years"],
          ["Half year", 6, "months"],
          ["Month", 30, "days"],
        ] as const
      ).map(([name, value, unit]) => ({
        merchant_id: merchantId,
        name,
        price: 1000,
        valid_for_value: value,
        valid_for_unit: unit,
      })),
    );
    type M = { name: string };
    expect(
      (await list<M>("memberships", "valid_for_value", "ASC")).map(
        (m) => m.name,
      ),
    ).toEqual(["Month", "Half year", "Year"]);
  });

  it("still refuses a field that is neither a column nor a sort key", async () => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: listUrl("memberships", "service_ids", "ASC"),
    });
    expect(res.statusCode).toBe(400);
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { referralSources } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  other = (await createMerchant(t.app)).owner;
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Json,
  token = owner.token,
) => t.injectAs(token, { method, url, payload });
const q = (filter: Json) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent("[0,99]")}`;

describe("referral sources", () => {
  it("keeps at most one default: a new default takes the flag", async () => {
    const a = await call("POST", "merchant/referral-sources", {
      name: "Walk-by",
      is_default: true,
    });
    const b = await call("POST", "merchant/referral-sources", {
      name: "Google",
      is_default: true,
    });
    expect(b.statusCode, b.body).toBe(201);
    const [stored] = await t.app.db
      .select()
      .from(referralSources)
      .where(eq(referralSources.id, a.json().id));
    expect(stored.is_default).toBe(false);
    const options = await call(
      "GET",
      `merchant/referral-sources/options?${q({ is_default: true })}`,
    );
    expect(options.json()).toEqual([
      {
        id: b.json().id,
        name: "Google",
        is_default: true,
        sort_order: expect.any(Number),
        archived_at: null,
      },
    ]);
  });

  it("puts a new source or reason at the end of the list", async () => {
    for (const url of [
      "merchant/referral-sources",
      "merchant/cancellation-reasons",
    ]) {
      const first = await call("POST", url, { name: `First ${url}` });
      const second = await call("POST", url, { name: `Second ${url}` });
      expect(second.json().sort_order).toBe(first.json().sort_order + 1);
    }
  });

  it("is archived, not deleted, once a client uses it; clients keep it and pickers drop it", async () => {
    const src = (
      await call("POST", "merchant/referral-sources", { name: "Flyer" })
    ).json();
    const client = await call("POST", "merchant/clients", {
      first_name: "Ann",
      referral_source_id: src.id,
    });
    expect(client.statusCode, client.body).toBe(201);
    const del = await call("DELETE", `merchant/referral-sources/${src.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    const options = await call("GET", "merchant/referral-sources/options");
    expect(options.json().map((r: Json) => r.id)).not.toContain(src.id);
    const byId = await call(
      "GET",
      `merchant/referral-sources?${q({ id: [src.id] })}`,
    );
    expect(byId.json()[0].archived_at).toEqual(expect.any(String));
    const filtered = await call(
      "GET",
      `merchant/clients?${q({ referral_source_id: src.id })}`,
    );
    expect(filtered.json().map((r: Json) => r.id)).toEqual([client.json().id]);
  });

  it("refuses another merchant's referral source on a client (POST, PUT, staff)", async () => {
    const theirs = (
      await call(
        "POST",
        "merchant/referral-sources",
        { name: "Theirs" },
        other.token,
      )
    ).json();
    const res = await call("POST", "merchant/clients", {
      first_name: "Bo",
      referral_source_id: theirs.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("referral_source_id");
    const mine = (
      await call("POST", "merchant/clients", { first_name: "Cy" })
    ).json();
    const change = await call("PUT", `merchant/clients/${mine.id}`, {
      referral_source_id: theirs.id,
    });
    expect(change.statusCode).toBe(422);
    const staff = await createStaff(t.app, owner.merchantId, [3]);
    const viaStaff = await call(
      "POST",
      "staff/clients",
      { first_name: "Di", referral_source_id: theirs.id },
      staff.token,
    );
    expect(viaStaff.statusCode).toBe(422);
  });
});

describe("cancellation reasons", () => {
  it("default to 'any' and refuse a duplicate name whatever the case", async () => {
    const a = await call("POST", "merchant/cancellation-reasons", {
      name: "Double booked",
    });
    expect(a.json().initiated_by).toBe("any");
    const b = await call("POST", "merchant/cancellation-reasons", {
      name: "DOUBLE BOOKED",
    });
    expect(b.statusCode).toBe(422);
    expect(b.json().errors.name).toMatch(/already has this name/);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { GRANTABLE_SERVICE_IDS } from "../../../server/src/lib/access";
import { resources } from "../../../server/src/modules";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createRow, type Json } from "../support/resourceHelpers";

/**
 * Who may read which option list (issue 28): pickers of other areas read
 * `<name>/options` whatever their permissions, but a resource whose rows are
 * its area's own data keeps its options to staff with its service, and one
 * whose rows are bearer secrets (voucher and deal codes) lets others look
 * one row up by its exact code only. Option lists never carry a ledger's
 * quantities.
 */
let t: TestApp;
let owner: TestUser;
/** No area at all. */
let nobody: TestUser;
/** Every grantable area but the one of the resource asked about (per service id). */
const allBut = new Map<number, TestUser>();
const withIt = new Map<number, TestUser>();

const def = (name: string) => resources.find((d) => d.name === name)!;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  nobody = await createStaff(t.app, m.merchant.id, []);
  for (const sid of [3, 5, 6, 16]) {
    allBut.set(
      sid,
      await createStaff(
        t.app,
        m.merchant.id,
        GRANTABLE_SERVICE_IDS.filter((s) => s !== sid),
      ),
    );
    withIt.set(sid, await createStaff(t.app, m.merchant.id, [sid]));
  }
});

const options = (who: TestUser, name: string, filter?: Json) =>
  t.injectAs(who.token, {
    method: "GET",
    url: `/wellness/${name}/options?range=${encodeURIComponent("[0,99]")}${
      filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ""
    }`,
  });

describe("option lists kept to their area", () => {
  it.each([
    ["stock-movements", 5],
    ["client-memberships", 3],
    ["time-off", 16],
    ["commission-plans", 16],
  ])(
    "%s/options: 403 for staff without service %i, the rows for staff with it",
    async (name, sid) => {
      const row = await createRow(t, owner.token, def(name));
      for (const who of [nobody, allBut.get(sid)!]) {
        const res = await options(who, name);
        expect(res.statusCode, res.body).toBe(403);
      }
      const res = await options(withIt.get(sid)!, name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((r: Json) => r.id)).toContain(row.id);
    },
  );

  it("sends no quantity with the stock ledger's options, and refuses filters on one", async () => {
    await createRow(t, owner.token, def("stock-movements"));
    const inventory = withIt.get(5)!;
    const res = await options(inventory, "stock-movements");
    expect(res.statusCode, res.body).toBe(200);
    for (const row of res.json() as Json[])
      expect(Object.keys(row).sort()).toEqual(
        ["id", "location_id", "product_id", "type"].sort(),
      );
    const probe = await options(inventory, "stock-movements", {
      quantity_change_gte: 1,
    });
    expect(probe.statusCode).toBe(400);
  });
});

describe("deal codes", () => {
  it("are listed only to the promote area; other staff look one deal up by its exact code", async () => {
    const deal = await createRow(t, owner.token, def("deals"));
    expect(deal.code).toEqual(expect.any(String));
    for (const who of [nobody, allBut.get(6)!]) {
      expect((await options(who, "deals")).statusCode).toBe(403);
      expect(
        (await options(who, "deals", { q: String(deal.code).slice(0, 3) }))
          .statusCode,
      ).toBe(403);
      const found = await options(who, "deals", { code: deal.code });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual([
        expect.objectContaining({ id: deal.id, code: deal.code }),
      ]);
    }
    const listed = await options(withIt.get(6)!, "deals");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((r: Json) => r.id)).toContain(deal.id);
  });
});

describe("every option list", () => {
  /** Numbers an option list may carry: what a picker shows or sorts by (a price to sell at, an order). */
  const PICKER_NUMBERS = new Set([
    "products.retail_price",
    "voucher-types.value",
    "vouchers.balance",
    "referral-sources.sort_order",
    "client-notification-templates.reminder_offset_minutes",
  ]);

  it("carries no quantity or amount beyond what a picker needs (references are ids)", () => {
    const extra: string[] = [];
    for (const d of resources) {
      const columns = getTableColumns(d.table) as Record<string, PgColumn>;
      for (const f of d.optionFieldNames) {
        const c = columns[f];
        const numeric =
          c.dataType === "number" || c.columnType.startsWith("PgNumeric");
        const reference = f.endsWith("_id");
        if (numeric && !reference && !PICKER_NUMBERS.has(`${d.name}.${f}`))
          extra.push(`${d.name}.${f}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it("is open to any signed-in staff unless its resource keeps it to the area (or to the owner)", () => {
    const rules = Object.fromEntries(
      t.app.apiRoutes
        .filter((r) => /^\/wellness\/[a-z-]+\/options$/.test(r.url))
        .map((r) => [r.url.split("/")[2], r.access]),
    );
    for (const d of resources)
      expect(rules[d.name], d.name).toEqual(
        // A merchant-only resource (the outbox) has no staff route at all.
        d.serviceId < 0
          ? undefined
          : d.optionsAccess === "service"
            ? { roles: [3], serviceId: d.serviceId }
            : { roles: [3] },
      );
  });
});

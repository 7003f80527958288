import { describe, it, expect, beforeAll } from "vitest";
import { resources } from "../../../server/src/modules";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createRow, ISO_INSTANT, type Json } from "../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let foreignOwner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  foreignOwner = (await createMerchant(t.app)).owner;
  // A staff user without any permission: option lists are still theirs to read.
  stranger = await createStaff(t.app, owner.merchantId, []);
});

const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe.each(resources.map((def) => [def.name, def] as const))(
  "%s option list and CSV export",
  (name, def) => {
    it("serves the short option list to the users its resource names, with only the picker fields", async () => {
      const mine = await createRow(t, owner.token, def);
      const theirs = await createRow(t, foreignOwner.token, def);
      const access = def.optionsAccess ?? "any staff";
      // Options kept to the area: staff outside it are refused (optionsAccess.test.ts), staff in it read them.
      const staff =
        access === "service"
          ? await createStaff(t.app, owner.merchantId, [def.serviceId])
          : stranger;
      // A merchant-only resource (service -1, the outbox) has no staff route at all.
      const ownerOnly = def.serviceId < 0;
      if (ownerOnly)
        expect(
          (
            await t.injectAs(stranger.token, {
              method: "GET",
              url: `/wellness/${name}/options`,
            })
          ).statusCode,
        ).toBe(404);
      for (const [token, url] of [
        [owner.token, `merchant/${name}/options`],
        ...(ownerOnly ? [] : [[staff.token, `/wellness/${name}/options`]]),
      ] as const) {
        // Secret option rows (voucher codes): staff outside the area look one up by its exact value.
        const lookup =
          typeof access === "object" && token === stranger.token
            ? `&filter=${encodeURIComponent(JSON.stringify({ [access.lookupBy]: mine[access.lookupBy] }))}`
            : "";
        const res = await t.injectAs(token, {
          method: "GET",
          url: `${url}?range=${encodeURIComponent("[0,99]")}${lookup}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-range"]).toMatch(
          new RegExp(`^${name}/options `),
        );
        const rows = res.json() as Json[];
        const ids = rows.map((r) => r.id);
        expect(ids).toContain(mine.id);
        expect(ids).not.toContain(theirs.id);
        const allowed = new Set(["id", "archived_at", ...def.optionFieldNames]);
        for (const r of rows)
          for (const k of Object.keys(r)) {
            expect(allowed.has(k), `${name} option field ${k}`).toBe(true);
            // Instants as in the full records: ISO 8601 with Z.
            if (def.instantColumns.includes(k) && r[k] !== null)
              expect(r[k], `${name}.${k}`).toMatch(ISO_INSTANT);
          }
      }
      expect(
        (
          await t.injectAs(null, {
            method: "GET",
            url: `/wellness/${ownerOnly ? "merchant/" : ""}${name}/options`,
          })
        ).statusCode,
      ).toBe(401);
    });

    it("exports the whole filtered list as CSV, beyond the 100-row page", async () => {
      const res = await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/${name}/export`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(
        new RegExp(`attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      const lines = parseCsv(res.body);
      expect(lines[0].split(",")).toEqual(
        Object.keys(def.schemas.record.shape),
      );
      const listed = await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/${name}`,
      });
      const total = Number(
        String(listed.headers["content-range"]).split("/")[1],
      );
      expect(lines.length - 1).toBe(total);
      expect(res.body).not.toContain("password");
    });

    it("refuses the export to staff without the area and to other roles' scopes", async () => {
      expect(
        (
          await t.injectAs(stranger.token, {
            method: "GET",
            url: `/wellness/${name}/export`,
          })
        ).statusCode,
      ).toBe(def.serviceId < 0 ? 404 : 403);
      expect(
        (
          await t.injectAs(stranger.token, {
            method: "GET",
            url: `merchant/${name}/export`,
          })
        ).statusCode,
      ).toBe(403);
    });
  },
);

describe("CSV export details", () => {
  it("exports more than one page, applies filters and neutralises spreadsheet formulas", async () => {
    const clients = resources.find((r) => r.name === "clients")!;
    const rows = Array.from({ length: 130 }, (_, i) => ({
      merchant_id: owner.merchantId,
      first_name: i === 0 ? '=HYPERLINK("http://evil")' : `Bulk ${i}`,
      last_name: "Export, Test",
    }));
    await t.app.db.insert(clients.table).values(rows as never);
    const filter = encodeURIComponent(JSON.stringify({ q: "export, test" }));
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/clients/export?filter=${filter}`,
    });
    const lines = parseCsv(res.body);
    expect(lines.length - 1).toBe(130);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain('"Export, Test"');
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { resources } from "../../../server/src/modules/index";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { missingSamples, updateFor } from "../support/resourceSamples";
import {
  createRow,
  fill,
  routesOf,
  type Json,
} from "../support/resourceHelpers";

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

let t: TestApp;
let ownerA: TestUser;
let ownerB: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ownerA = (await createMerchant(t.app)).owner;
  ownerB = (await createMerchant(t.app)).owner;
});

it("has samples for every registered resource", () => {
  expect(
    missingSamples(resources),
    "add the missing entries to tests/server/support/resourceSamples.ts",
  ).toEqual([]);
});

describe.each(resources.map((def) => ({ name: def.name, def })))(
  "tenant isolation of $name",
  ({ def }: { def: ResourceDef }) => {
    let rowA: Json & { id: number };
    let rowB: Json & { id: number };
    let staffA: TestUser | undefined;
    const asB: { one?: string; list?: string } = {};

    const listIds = async (token: string, url: string, filter: Json = {}) => {
      const res = await t.injectAs(token, {
        method: "GET",
        url: `${url}?${q({ filter: { archived: "all", ...filter }, range: [0, 99] })}`,
      });
      expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    const snapshotB = async () => ({
      one: (
        await t.injectAs(ownerB.token, {
          method: "GET",
          url: `merchant/${def.name}/${rowB.id}`,
        })
      ).body,
      list: (
        await t.injectAs(ownerB.token, {
          method: "GET",
          url: `merchant/${def.name}?${q({ filter: { archived: "all" }, range: [0, 99] })}`,
        })
      ).body,
    });

    beforeAll(async () => {
      rowA = await createRow(t, ownerA.token, def);
      rowB = await createRow(t, ownerB.token, def);
      if (def.serviceId > 0)
        staffA = await createStaff(t.app, ownerA.merchantId, [def.serviceId]);
      Object.assign(asB, await snapshotB());
    });

    /** A's token against B's id on every id-route of a scope: always 404, and the same route works on A's own row. */
    async function probeIdRoutes(
      token: string,
      scopes: ("merchant" | "staff" | "read")[],
    ) {
      const idRoutes = scopes
        .flatMap((s) => routesOf(t, def, s))
        .filter((r) => r.url.endsWith("/:id"));
      // A read-only resource (rows written elsewhere) has only the GET.
      expect(idRoutes.map((r) => r.method).sort()).toEqual(
        def.readOnly ? ["GET"] : ["DELETE", "GET", "PUT"],
      );
      for (const r of idRoutes) {
        const payload = r.method === "PUT" ? updateFor(def, token) : undefined;
        const res = await t.injectAs(token, {
          method: r.method as "GET",
          url: fill(r.url, rowB.id),
          payload,
        });
        expect(
          res.statusCode,
          `${r.method} ${r.url} with B's id: ${res.body}`,
        ).toBe(404);
        expect(res.json()).toMatchObject({
          status: 0,
          data: expect.any(String),
        });
        // The control: the same caller and route on one of A's rows is not a 404.
        const own =
          r.method === "DELETE" ? await createRow(t, ownerA.token, def) : rowA;
        const ok = await t.injectAs(token, {
          method: r.method as "GET",
          url: fill(r.url, own.id),
          payload,
        });
        // A document that is never deleted (deleteRefusal) refuses its own row with 409.
        expect(
          ok.statusCode,
          `${r.method} ${r.url} with A's own id: ${ok.body}`,
        ).toBe(r.method === "DELETE" && def.deleteRefusal ? 409 : 200);
      }
    }

    it("answers 404 to the owner of A on every merchant/ id-route with B's id", async () => {
      await probeIdRoutes(ownerA.token, ["merchant"]);
    });

    it("never lists B's rows to the owner of A (list, getMany, search)", async () => {
      const url = `merchant/${def.name}`;
      const all = await listIds(ownerA.token, url);
      expect(all).toContain(rowA.id);
      expect(all).not.toContain(rowB.id);
      expect(
        await listIds(ownerA.token, url, { id: [rowB.id, rowA.id] }),
      ).toEqual([rowA.id]);
      expect(await listIds(ownerA.token, url, { id: rowB.id })).toEqual([]);
      if (def.list.search) {
        const word = String(rowB.last_name ?? rowB.first_name ?? "")
          .split(/\s+/)
          .pop();
        if (word)
          expect(await listIds(ownerA.token, url, { q: word })).toEqual([]);
      }
    });

    it("answers 404 to a staff user of A (granted the service) on the bare GET and staff/ write id-routes", async () => {
      if (!staffA) return expect(routesOf(t, def, "staff")).toEqual([]);
      await probeIdRoutes(staffA.token, ["read", "staff"]);
    });

    it("never lists B's rows to a staff user of A", async () => {
      if (!staffA) return expect(routesOf(t, def, "read")).toEqual([]);
      const all = await listIds(staffA.token, def.name);
      expect(all).toContain(rowA.id);
      expect(all).not.toContain(rowB.id);
      expect(await listIds(staffA.token, def.name, { id: [rowB.id] })).toEqual(
        [],
      );
    });

    it("leaves B's rows byte-for-byte unchanged", async () => {
      await probeIdRoutes(ownerA.token, ["merchant"]);
      if (staffA) await probeIdRoutes(staffA.token, ["read", "staff"]);
      const after = await snapshotB();
      expect(after.one).toBe(asB.one);
      expect(after.list).toBe(asB.list);
      expect(JSON.parse(after.one).id).toBe(rowB.id);
    });
  },
);

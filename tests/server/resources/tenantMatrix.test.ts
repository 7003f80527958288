import { describe, it, expect, beforeAll } from "vitest";
import { resources } from "../../../server/src/modules/index";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import {
  fixturesOf,
  missingSamples,
  updateFor,
} from "../support/resourceSamples";
import { createStockProduct } from "../support/stock";
import {
  actionBody,
  appointmentsAsResource,
  matrixResources,
  prepareCalendarFixtures,
} from "../support/matrixResources";
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
  for (const o of [ownerA, ownerB])
    await prepareCalendarFixtures(t.app, o.merchantId);
});

it("has samples for every registered resource", () => {
  expect(
    missingSamples(matrixResources),
    "add the missing entries to tests/server/support/resourceSamples.ts",
  ).toEqual([]);
});

describe.each(matrixResources.map((def) => ({ name: def.name, def })))(
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

/**
 * The inventory routes that are not plain resources (stock on hand, manual
 * adjustments; server/src/modules/stock/routes.ts): A's owner and A's staff
 * with service 5 never read nor move B's stock, in every scope.
 */
describe("tenant isolation of stock-levels and stock-adjustments", () => {
  let levelA: string;
  let levelB: string;
  let productB: number;
  let locationB: number;
  let staffA: TestUser;
  const bView = async () =>
    (
      await t.injectAs(ownerB.token, {
        method: "GET",
        url: `merchant/stock-levels/${levelB}`,
      })
    ).body;
  let before: string;

  beforeAll(async () => {
    const adjustIn = async (owner: TestUser) => {
      const fx = fixturesOf(owner);
      const product = await createStockProduct(t.app, owner.merchantId);
      const res = await t.injectAs(owner.token, {
        method: "POST",
        url: "merchant/stock-adjustments",
        payload: {
          product_id: product.id,
          location_id: fx.location,
          type: "adjust_increase",
          quantity: 4,
          unit_cost: 300,
          reason: "Tenant matrix",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { product: product.id, location: fx.location };
    };
    const a = await adjustIn(ownerA);
    const b = await adjustIn(ownerB);
    levelA = `${a.product}-${a.location}`;
    levelB = `${b.product}-${b.location}`;
    productB = b.product;
    locationB = b.location;
    staffA = await createStaff(t.app, ownerA.merchantId, [5]);
    before = await bView();
  });

  const callers = () => [
    {
      who: "owner",
      token: ownerA.token,
      read: "merchant/",
      write: "merchant/",
    },
    { who: "staff", token: staffA.token, read: "", write: "staff/" },
  ];

  it("answers 404 for B's stock level and never lists or exports it", async () => {
    for (const c of callers()) {
      const mine = await t.injectAs(c.token, {
        method: "GET",
        url: `${c.read}stock-levels/${levelA}`,
      });
      expect(mine.statusCode, `${c.who}: ${mine.body}`).toBe(200);
      const theirs = await t.injectAs(c.token, {
        method: "GET",
        url: `${c.read}stock-levels/${levelB}`,
      });
      expect(theirs.statusCode, c.who).toBe(404);
      for (const filter of [
        { id: [levelB, levelA] },
        { product_id: productB },
        {},
      ]) {
        const res = await t.injectAs(c.token, {
          method: "GET",
          url: `${c.read}stock-levels?${q({ filter, range: [0, 99] })}`,
        });
        expect(res.statusCode).toBe(200);
        const ids = (res.json() as { id: string }[]).map((r) => r.id);
        expect(ids, `${c.who} ${JSON.stringify(filter)}`).not.toContain(levelB);
      }
      const csv = await t.injectAs(c.token, {
        method: "GET",
        url: `${c.read}stock-levels/export`,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(levelA);
      expect(csv.body).not.toContain(levelB);
    }
  });

  it("refuses to adjust B's product or at B's location (422, B unchanged)", async () => {
    for (const c of callers())
      for (const payload of [
        { product_id: productB, location_id: fixturesOf(ownerA).location },
        { product_id: Number(levelA.split("-")[0]), location_id: locationB },
      ]) {
        const res = await t.injectAs(c.token, {
          method: "POST",
          url: `${c.write}stock-adjustments`,
          payload: {
            ...payload,
            type: "adjust_decrease",
            quantity: 1,
            reason: "Cross-tenant probe",
          },
        });
        expect(res.statusCode, `${c.who}: ${res.body}`).toBe(422);
      }
    expect(await bView()).toBe(before);
  });
});

/**
 * Routes beyond CRUD on one row of a resource (`<name>/:id/<action>`:
 * purchase-order and stock-take transitions, e-mail): A's owner and A's
 * staff with the service get 404 on B's row in every write scope, B's row
 * stays byte-for-byte the same, and the same route on A's own row is no 404.
 */
const ACTION = (name: string) =>
  new RegExp(`^/wellness/(merchant|staff)/${name}/:id/[a-z-]+$`);
// Appointments' status route is mounted by the booking module, not through `actions`.
const withActions = [
  ...resources.filter((def) => def.actions),
  appointmentsAsResource,
];

describe.each(withActions.map((def) => ({ name: def.name, def })))(
  "tenant isolation of the $name actions",
  ({ def }: { def: ResourceDef }) => {
    it("answers 404 to A on every action with B's id and leaves B's row unchanged", async () => {
      const actions = t.app.apiRoutes.filter((r) =>
        ACTION(def.name).test(r.url),
      );
      expect(actions.length).toBeGreaterThan(0);
      const staffA = await createStaff(t.app, ownerA.merchantId, [
        def.serviceId,
      ]);
      const rowB = await createRow(t, ownerB.token, def);
      const viewB = async () =>
        (
          await t.injectAs(ownerB.token, {
            method: "GET",
            url: `merchant/${def.name}/${rowB.id}`,
          })
        ).body;
      const before = await viewB();
      for (const r of actions) {
        const token = r.url.startsWith("/wellness/merchant/")
          ? ownerA.token
          : staffA.token;
        const res = await t.injectAs(token, {
          method: r.method as "POST",
          url: fill(r.url, rowB.id),
          payload: actionBody(r.url),
        });
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(404);
        const own = await createRow(t, ownerA.token, def);
        const ok = await t.injectAs(token, {
          method: r.method as "POST",
          url: fill(r.url, own.id),
          payload: actionBody(r.url),
        });
        expect(ok.statusCode, `${r.url} on A's own row: ${ok.body}`).not.toBe(
          404,
        );
      }
      expect(await viewB()).toBe(before);
    });
  },
);

/**
 * The calendar's reads (server/src/modules/calendar/routes.ts), which take
 * a location, a service or a search rather than a row id: A's owner and
 * A's calendar staff get 404 for B's location, never a free slot for B's
 * service, and never B's clients or services in the booking lookups. Every
 * calendar GET route of the table is probed, so a new one fails here
 * until it is added.
 */
describe("tenant isolation of the calendar reads", () => {
  const CALENDAR_READ = /^\/wellness\/(merchant\/)?calendar\/([a-z-]+)$/;
  const PROBED = ["availability", "clients", "entries", "frame", "services"];

  it("probes every calendar read of the route table", () => {
    const names = t.app.apiRoutes
      .filter((r) => r.method === "GET" && CALENDAR_READ.test(r.url))
      .map((r) => CALENDAR_READ.exec(r.url)![2])
      .filter((name) => name !== "stream"); // the event stream: its ticket names the merchant (live.test.ts)
    expect([...new Set(names)].sort()).toEqual(PROBED);
  });

  it("answers 404 for B's location and never shows B's slots, entries, clients or services", async () => {
    const a = fixturesOf(ownerA);
    const b = fixturesOf(ownerB);
    const staffA = await createStaff(t.app, ownerA.merchantId, [2]);
    await createClient(t.app, ownerB.merchantId, {
      first_name: "Bartholomew",
      last_name: "Onlyinb",
    });
    const day = "2031-03-04";
    const slots = (fx: typeof a, location: number) =>
      `calendar/availability?${new URLSearchParams({
        service_id: String(fx.calendarService),
        pricing_option_id: String(fx.calendarPricingOption),
        location_id: String(location),
        date: day,
      })}`;
    const frame = (location: number) =>
      `calendar/frame?location_id=${location}&from=${day}&to=${day}`;
    const entries = (location: number) =>
      `calendar/entries?location_id=${location}&from=${day}&to=${day}`;
    for (const [who, token, prefix] of [
      ["owner", ownerA.token, "merchant/"],
      ["staff", staffA.token, ""],
    ] as const) {
      const get = (url: string) =>
        t.injectAs(token, { method: "GET", url: `${prefix}${url}` });
      // Controls: A's own location answers.
      expect((await get(frame(a.calendarLocation))).statusCode, who).toBe(200);
      expect((await get(slots(a, a.calendarLocation))).statusCode, who).toBe(
        200,
      );
      const theirFrame = await get(frame(b.calendarLocation));
      expect(theirFrame.statusCode, `${who}: ${theirFrame.body}`).toBe(404);
      expect((await get(entries(a.calendarLocation))).statusCode, who).toBe(
        200,
      );
      const theirEntries = await get(entries(b.calendarLocation));
      expect(theirEntries.statusCode, `${who}: ${theirEntries.body}`).toBe(404);
      const theirLocation = await get(slots(a, b.calendarLocation));
      expect(theirLocation.statusCode, `${who}: ${theirLocation.body}`).toBe(
        404,
      );
      const theirService = await get(slots(b, a.calendarLocation));
      expect([400, 404], `${who}: ${theirService.body}`).toContain(
        theirService.statusCode,
      );
      const clients = await get("calendar/clients?q=onlyinb");
      expect(clients.statusCode).toBe(200);
      expect(clients.json(), who).toEqual([]);
      const services = await get("calendar/services");
      expect(services.statusCode).toBe(200);
      const ids = (services.json() as { id: number }[]).map((s) => s.id);
      expect(ids, who).toContain(a.calendarService);
      expect(ids, who).not.toContain(b.calendarService);
    }
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../../server/src/db/schema";
import {
  GRANTABLE_SERVICE_IDS,
  type AccessRule,
} from "../../../server/src/lib/access";
import { buildTestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import {
  missingSamples,
  sampleFor,
  updateFor,
} from "../support/resourceSamples";
import {
  createRow,
  fill,
  resourceOfRoute,
  routesOf,
  type ApiRoute,
} from "../support/resourceHelpers";
import {
  actionBody,
  matrixResources as resources,
  prepareCalendarFixtures,
} from "../support/matrixResources";

// The route table is read once at collection time, so each route gets its own named tests.
const t = await buildTestApp();
const routes: ApiRoute[] = t.app.apiRoutes;
const label = (r: ApiRoute) => `${r.method} ${r.url}`;

type Caller = "owner" | "staff with the service" | "staff without it";
const CALLERS: Caller[] = [
  "owner",
  "staff with the service",
  "staff without it",
];

/** The services a route's rule grants (serviceId, and orServiceId when it has one). */
const ruleServices = (rule: AccessRule) =>
  "public" in rule
    ? []
    : [rule.serviceId ?? 0, ...(rule.orServiceId ? [rule.orServiceId] : [])];
const ruleKey = (rule: AccessRule) => ruleServices(rule).join("|") || "0";

/** What must happen to a caller on a route, from its declared rule. */
function allowed(rule: AccessRule, caller: Caller) {
  if ("public" in rule) return true;
  if (caller === "owner") return rule.roles.includes(2);
  if (!rule.roles.includes(3)) return false;
  return caller === "staff with the service" || !rule.serviceId;
}

let owner: TestUser;
const staffWith = new Map<string, TestUser>();
const staffWithout = new Map<string, TestUser>();
const inactive = new Map<number, TestUser>();
const shared = new Map<string, number>();

beforeAll(async () => {
  const m = await createMerchant(t.app);
  owner = m.owner;
  await prepareCalendarFixtures(t.app, m.merchant.id);
  const rules = new Map(routes.map((r) => [ruleKey(r.access), r.access]));
  for (const [key, rule] of rules) {
    const [sid, ...others] = ruleServices(rule);
    const sidOrZero = sid ?? 0;
    // "With": exactly the route's service (any signed-in staff when it needs none).
    staffWith.set(
      key,
      await createStaff(t.app, m.merchant.id, sidOrZero > 0 ? [sidOrZero] : []),
    );
    // "Without": every other grantable service, so only the missing one can explain a 403
    // (a route that a second service also grants: without both).
    staffWithout.set(
      key,
      await createStaff(
        t.app,
        m.merchant.id,
        sidOrZero > 0
          ? GRANTABLE_SERVICE_IDS.filter(
              (s) => s !== sidOrZero && !others.includes(s),
            )
          : [],
      ),
    );
    if (sidOrZero > 0 && !inactive.has(sidOrZero))
      inactive.set(
        sidOrZero,
        await createStaff(t.app, m.merchant.id, [sidOrZero], 0),
      );
  }
});

/** A request on the route: real ids, and a valid body for resource writes. */
async function call(route: ApiRoute, token: string | null) {
  const def = resourceOfRoute(resources, route.url);
  // A transition of a resource's row (`<name>/:id/cancel`) gets a row of its own: it may change it.
  const owning = resources.find((d) =>
    new RegExp(`^/wellness(/merchant|/staff)?/${d.name}/:id/[a-z-]+$`).test(
      route.url,
    ),
  );
  let id = owning ? (await createRow(t, owner.token, owning)).id : 1;
  if (def && route.url.endsWith("/:id")) {
    if (route.method === "DELETE")
      id = (await createRow(t, owner.token, def)).id;
    else {
      if (!shared.has(def.name))
        shared.set(def.name, (await createRow(t, owner.token, def)).id);
      id = shared.get(def.name)!;
    }
  }
  const payload =
    route.method === "POST" || route.method === "PUT"
      ? def
        ? route.method === "POST"
          ? sampleFor(def, owner)
          : updateFor(def, owner)
        : actionBody(route.url)
      : undefined;
  // Option rows that are bearer secrets (voucher codes): the rule covers the
  // exact lookup; listing them needs the area (vouchers.test.ts).
  const secret = resources.find((d) =>
    route.url.endsWith(`/${d.name}/options`),
  )?.optionsAccess;
  const lookup =
    typeof secret === "object"
      ? `?filter=${encodeURIComponent(JSON.stringify({ [secret.lookupBy]: "NO-SUCH-CODE" }))}`
      : "";
  const res = await t.injectAs(token, {
    method: route.method as "GET",
    url: fill(route.url, id) + lookup,
    payload,
  });
  // Sign-out ends the caller's tokens (logout.test.ts): give the matrix's
  // shared users their session back for the routes that follow.
  if (route.url.endsWith("/logout") && res.statusCode === 200 && token)
    await t.app.db
      .update(users)
      .set({ token_version: 0 })
      .where(
        eq(
          users.id,
          Number(
            JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString())
              .sub,
          ),
        ),
      );
  return res;
}

function tokenOf(caller: Caller, rule: AccessRule) {
  if (caller === "owner") return owner.token;
  return (caller === "staff with the service" ? staffWith : staffWithout).get(
    ruleKey(rule),
  )!.token;
}

describe("the route table", () => {
  it("is not empty and lists each method and url once", () => {
    expect(routes.length).toBeGreaterThan(resources.length * 5);
    const keys = routes.map(label);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every API route an access rule", () => {
    expect(routes.every((r) => r.access)).toBe(true);
    for (const r of routes)
      expect(
        "public" in r.access
          ? r.access.public
          : Array.isArray(r.access.roles) && r.access.roles.length > 0,
        label(r),
      ).toBe(true);
  });

  it("has samples for every registered resource", () => {
    expect(
      missingSamples(resources),
      "add the missing entries to tests/server/support/resourceSamples.ts",
    ).toEqual([]);
  });

  it.each(resources.map((d) => [d.name, d] as const))(
    "mounts %s in all three scopes with the right rules",
    (name, def) => {
      const sig = (rs: ApiRoute[]) =>
        rs
          .map((r) => `${r.method} ${r.url.replace(`/${name}`, "/<name>")}`)
          .sort();
      const merchant = routesOf(t, def, "merchant");
      const writes = (prefix: string) =>
        def.readOnly
          ? []
          : [
              `POST ${prefix}<name>`,
              `PUT ${prefix}<name>/:id`,
              `DELETE ${prefix}<name>/:id`,
            ];
      expect(sig(merchant)).toEqual(
        [
          "GET /wellness/merchant/<name>",
          "GET /wellness/merchant/<name>/:id",
          ...writes("/wellness/merchant/"),
        ].sort(),
      );
      for (const r of merchant)
        expect(r.access, label(r)).toEqual({ roles: [2] });
      const read = routesOf(t, def, "read");
      const staff = routesOf(t, def, "staff");
      if (def.serviceId > 0) {
        expect(sig(read)).toEqual([
          "GET /wellness/<name>",
          "GET /wellness/<name>/:id",
        ]);
        expect(sig(staff)).toEqual(writes("/wellness/staff/").sort());
        // (A route may name a second service that grants it too: orServiceId.)
        for (const r of [...read, ...staff])
          expect(r.access, label(r)).toMatchObject({
            roles: [3],
            serviceId: def.serviceId,
          });
      } else {
        expect(read).toEqual([]);
        expect(staff).toEqual([]);
      }
    },
  );

  it("requires the calendar (service 2) for staff on every calendar and appointments route", () => {
    const calendar = routes.filter(
      (r) =>
        /^\/wellness\/(staff\/)?(calendar|appointments|blocked-times)(\/|$)/.test(
          r.url,
        ) &&
        !("public" in r.access) &&
        // Option lists are for pickers of any signed-in user (DOMAIN §2): here only references.
        !r.url.endsWith("/options"),
    );
    expect(calendar.map(label)).toEqual(
      expect.arrayContaining([
        "GET /wellness/calendar/frame",
        "POST /wellness/staff/appointments/:id/status",
      ]),
    );
    for (const r of calendar)
      expect(r.access, label(r)).toEqual({ roles: [3], serviceId: 2 });
  });

  it("requires a granted service for every staff-scope resource route", () => {
    for (const r of routes) {
      const def = resourceOfRoute(resources, r.url);
      if (!def || r.url.startsWith("/wellness/merchant/")) continue;
      expect(r.access, label(r)).toMatchObject({
        roles: [3],
        serviceId: def.serviceId,
      });
    }
  });
});

describe.each(routes.map((r) => ({ route: label(r), r })))(
  "$route",
  ({ r }) => {
    if ("public" in r.access) {
      it("is public: answers without a token (not 401/403)", async () => {
        const res = await call(r, null);
        expect([401, 403], res.body).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      });
      return;
    }

    it("answers 401 without a token, with a malformed token, and with a forged one", async () => {
      for (const token of [
        null,
        "not-a-jwt",
        `${owner.token.slice(0, -4)}AAAA`,
      ]) {
        const res = await call(r, token);
        expect(
          res.statusCode,
          `token ${String(token).slice(0, 12)}: ${res.body}`,
        ).toBe(401);
        expect(res.json()).toMatchObject({
          status: 0,
          data: expect.any(String),
        });
      }
      if (r.method === "GET") {
        const head = await t.injectAs(null, {
          method: "HEAD",
          url: fill(r.url, 1),
        });
        expect(head.statusCode).toBe(401);
      }
    });

    it.each(CALLERS)("decides for the %s as its rule says", async (caller) => {
      const res = await call(r, tokenOf(caller, r.access));
      if (allowed(r.access, caller)) {
        expect([401, 403], `${caller} should pass: ${res.body}`).not.toContain(
          res.statusCode,
        );
        expect(res.statusCode, res.body).toBeLessThan(500);
        // Resource routes get a real id and a valid body, so an allowed caller succeeds outright
        // (a document that is never deleted answers its refusal, 409, to an allowed caller).
        const def = resourceOfRoute(resources, r.url);
        if (def)
          expect(res.statusCode, res.body).toBe(
            r.method === "POST"
              ? 201
              : r.method === "DELETE" && def.deleteRefusal
                ? 409
                : 200,
          );
      } else {
        expect(res.statusCode, `${caller} should be refused: ${res.body}`).toBe(
          403,
        );
        expect(res.json()).toMatchObject({
          status: 0,
          data: expect.any(String),
        });
      }
    });

    const sid = r.access.serviceId ?? 0;
    if (r.access.roles.includes(3) && sid > 0)
      it(`refuses a staff user whose permission row for service ${sid} has permission_status 0`, async () => {
        const res = await call(r, inactive.get(sid)!.token);
        expect(res.statusCode, res.body).toBe(403);
      });
  },
);

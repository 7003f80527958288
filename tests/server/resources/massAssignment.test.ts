import { describe, it, expect, beforeAll } from "vitest";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { users } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import {
  missingSamples,
  richFor,
  richPayload,
  sampleFor,
  serverOwnedFor,
  updateFor,
} from "../support/resourceSamples";
import {
  matrixResources,
  prepareCalendarFixtures,
} from "../support/matrixResources";
import { allKeys, createRow, type Json } from "../support/resourceHelpers";

const OLD = "2000-01-01T00:00:00.000Z";
const FORBIDDEN_KEYS = [
  "merchant_id",
  "password_hash",
  "password",
  "token",
  "token_version",
];

let t: TestApp;
let ownerA: TestUser;
let ownerB: TestUser;

/** Server-owned values a client might try to set (archived_at only on create: a PUT may only restore). */
const injected = (withArchive = true) => ({
  merchant_id: ownerB.merchantId,
  id: 999_999,
  created_at: OLD,
  updated_at: OLD,
  ...(withArchive ? { archived_at: OLD } : {}),
  role: 2,
  password_hash: "x",
  token_version: 42,
  disabled_at: OLD,
  search_text: "injected search text",
});

beforeAll(async () => {
  t = await buildTestApp();
  ownerA = (await createMerchant(t.app)).owner;
  ownerB = (await createMerchant(t.app)).owner;
  await prepareCalendarFixtures(t.app, ownerA.merchantId);
});

const allUsers = () => t.app.db.select().from(users).orderBy(users.id);
const recent = (ts: unknown) =>
  Math.abs(Date.now() - Date.parse(String(ts))) < 5 * 60_000;

it("has samples for every registered resource", () => {
  expect(
    missingSamples(matrixResources),
    "add the missing entries to tests/server/support/resourceSamples.ts",
  ).toEqual([]);
});

// Read-only resources have no write routes (crud.test.ts checks they answer 404).
const writable = matrixResources.filter((def) => !def.readOnly);

describe.each(writable.map((def) => ({ name: def.name, def })))(
  "mass assignment on $name",
  ({ def }: { def: ResourceDef }) => {
    let staffA: TestUser | undefined;
    const table = def.table as PgTable;
    const stored = async (id: number) =>
      (await t.app.db.select().from(table).where(eq(def.table.id, id)))[0] as
        Json | undefined;
    const columnKeys = Object.keys(getTableColumns(table));

    beforeAll(async () => {
      if (def.serviceId > 0)
        staffA = await createStaff(t.app, ownerA.merchantId, [def.serviceId]);
    });

    const writers = () => [
      { who: "owner", token: ownerA.token, prefix: "merchant/" },
      ...(staffA
        ? [{ who: "staff", token: staffA.token, prefix: "staff/" }]
        : []),
    ];

    function expectServerValues(row: Json | undefined, bad: Json) {
      expect(row, "the row was stored").toBeDefined();
      expect(row!.merchant_id).toBe(ownerA.merchantId);
      expect(row!.id).not.toBe(bad.id);
      if ("archived_at" in row!) expect(row!.archived_at).toBeNull();
      expect(
        recent(row!.updated_at),
        `updated_at ${String(row!.updated_at)}`,
      ).toBe(true);
      for (const k of Object.keys(bad))
        if (k in row! && k !== "archived_at")
          expect(row![k], k).not.toEqual(bad[k]);
    }

    it("keeps the caller's merchant and server values on POST", async () => {
      for (const w of writers()) {
        const before = await allUsers();
        const bad = { ...injected(), ...serverOwnedFor(def, w.token) };
        const res = await t.injectAs(w.token, {
          method: "POST",
          url: `${w.prefix}${def.name}`,
          payload: { ...sampleFor(def, w.token), ...bad },
        });
        expect(res.statusCode, `${w.who}: ${res.body}`).toBe(201);
        const row = await stored(res.json().id);
        expectServerValues(row, bad);
        expect(recent(row!.created_at)).toBe(true);
        expect(await stored(bad.id)).toBeUndefined();
        expect(await allUsers(), "users rows are untouched").toEqual(before);
        for (const k of [
          "role",
          "password_hash",
          "token_version",
          "disabled_at",
        ])
          if (columnKeys.includes(k))
            expect(row![k], k).not.toEqual((bad as Json)[k]);
      }
    });

    it("keeps the caller's merchant, the id and created_at on PUT", async () => {
      for (const w of writers()) {
        const created = await createRow(t, ownerA.token, def);
        const original = await stored(created.id);
        const before = await allUsers();
        const bad = { ...injected(false), ...serverOwnedFor(def, w.token) };
        const res = await t.injectAs(w.token, {
          method: "PUT",
          url: `${w.prefix}${def.name}/${created.id}`,
          payload: { ...updateFor(def, w.token), ...bad },
        });
        expect(res.statusCode, `${w.who}: ${res.body}`).toBe(200);
        expect(res.json().id).toBe(created.id);
        const row = await stored(created.id);
        expectServerValues(row, bad);
        expect(row!.created_at).toEqual(original!.created_at);
        expect(Date.parse(String(row!.updated_at))).toBeGreaterThan(
          Date.parse(String(original!.updated_at)),
        );
        expect(await stored(bad.id)).toBeUndefined();
        expect(await allUsers(), "users rows are untouched").toEqual(before);
      }
    });

    if (def.list.archivedAt)
      it("refuses to set archived_at through PUT (only null, to restore, is accepted)", async () => {
        const created = await createRow(t, ownerA.token, def);
        const res = await t.injectAs(ownerA.token, {
          method: "PUT",
          url: `merchant/${def.name}/${created.id}`,
          payload: { archived_at: OLD },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty("archived_at");
        expect((await stored(created.id))!.archived_at).toBeNull();
      });

    if (richPayload[def.name])
      it("keeps server values of the login it creates or updates (rich payload)", async () => {
        const before = new Set((await allUsers()).map((u) => u.id));
        const bad = injected();
        const res = await t.injectAs(ownerA.token, {
          method: "POST",
          url: `merchant/${def.name}`,
          payload: { ...richFor(def, ownerA), ...bad },
        });
        expect(res.statusCode, res.body).toBe(201);
        expectServerValues(await stored(res.json().id), bad);
        const added = (await allUsers()).filter((u) => !before.has(u.id));
        for (const u of added) {
          expect(u.merchant_id).toBe(ownerA.merchantId);
          expect(u.role).toBe(3);
          expect(u.token_version).toBe(0);
          expect(u.password_hash).not.toBe("x");
          expect(u.disabled_at).toBeNull();
        }
        const snapshot = await allUsers();
        const put = await t.injectAs(ownerA.token, {
          method: "PUT",
          url: `merchant/${def.name}/${res.json().id}`,
          payload: { ...updateFor(def, ownerA), ...injected(false) },
        });
        expect(put.statusCode, put.body).toBe(200);
        const after = await allUsers();
        for (const u of after) {
          const was = snapshot.find((s) => s.id === u.id)!;
          expect({
            role: u.role,
            token_version: u.token_version,
            password_hash: u.password_hash,
            merchant_id: u.merchant_id,
            disabled_at: u.disabled_at,
          }).toEqual({
            role: was.role,
            token_version: was.token_version,
            password_hash: was.password_hash,
            merchant_id: was.merchant_id,
            disabled_at: was.disabled_at,
          });
        }
      });

    it("never sends merchant_id, password_hash, password, token or token_version (list, one, create, update, delete)", async () => {
      const payloads = [
        sampleFor(def, ownerA),
        ...(richFor(def, ownerA) ? [richFor(def, ownerA)!] : []),
      ];
      const readers = [
        { token: ownerA.token, read: "merchant/", write: "merchant/" },
        ...(staffA ? [{ token: staffA.token, read: "", write: "staff/" }] : []),
      ];
      for (const payload of payloads) {
        const bodies: [string, unknown][] = [];
        const create = await t.injectAs(ownerA.token, {
          method: "POST",
          url: `merchant/${def.name}`,
          payload,
        });
        expect(create.statusCode, create.body).toBe(201);
        const id = create.json().id as number;
        bodies.push(["create", create.json()]);
        for (const r of readers) {
          if (r.write === "staff/") {
            const staffCreate = await t.injectAs(r.token, {
              method: "POST",
              url: `staff/${def.name}`,
              payload: sampleFor(def, r.token),
            });
            bodies.push(["staff create", staffCreate.json()]);
          }
          bodies.push([
            "list",
            (
              await t.injectAs(r.token, {
                method: "GET",
                url: `${r.read}${def.name}?filter=${encodeURIComponent('{"archived":"all"}')}`,
              })
            ).json(),
          ]);
          bodies.push([
            "one",
            (
              await t.injectAs(r.token, {
                method: "GET",
                url: `${r.read}${def.name}/${id}`,
              })
            ).json(),
          ]);
          bodies.push([
            "update",
            (
              await t.injectAs(r.token, {
                method: "PUT",
                url: `${r.write}${def.name}/${id}`,
                payload: updateFor(def, r.token),
              })
            ).json(),
          ]);
        }
        const del = await t.injectAs(ownerA.token, {
          method: "DELETE",
          url: `merchant/${def.name}/${id}`,
        });
        // A document that is never deleted answers the refusal (still a body to check).
        expect(del.statusCode, del.body).toBe(def.deleteRefusal ? 409 : 200);
        bodies.push(["delete", del.json()]);
        for (const [what, body] of bodies) {
          const keys = allKeys(body);
          expect(keys.size, `${what} has a body`).toBeGreaterThan(0);
          for (const k of FORBIDDEN_KEYS)
            expect(keys.has(k), `${what} sent ${k}`).toBe(false);
        }
      }
    });
  },
);

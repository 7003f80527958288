import { describe, it, expect, beforeAll } from "vitest";
import { count, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { resources } from "../../../server/src/modules/index";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { teamMembers } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import {
  invalidFor,
  missingSamples,
  sampleFor,
  updateFor,
} from "../support/resourceSamples";
import {
  ISO_INSTANT,
  createRow,
  expectErrorShape,
  type Json,
} from "../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
});

const listUrl = (def: ResourceDef, filter: Json) =>
  `merchant/${def.name}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent("[0,99]")}`;

/** A message a person can read: not a dump of a validator's internals. */
function expectHumanText(text: unknown) {
  expect(typeof text).toBe("string");
  const s = text as string;
  expect(s.trim().length).toBeGreaterThan(3);
  expect(s).not.toMatch(/^[[{]/);
  expect(s).not.toMatch(
    /invalid_type|invalid_format|ZodError|Expected |undefined|\[object/,
  );
}

/** Another value of a different JSON type than the sample's. */
function wrongType(value: unknown): unknown {
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "12";
  if (typeof value === "boolean") return "yes";
  if (Array.isArray(value)) return "x";
  return [1];
}

it("has samples for every registered resource", () => {
  expect(
    missingSamples(resources),
    "add the missing entries to tests/server/support/resourceSamples.ts",
  ).toEqual([]);
});

// Read-only resources (rows written elsewhere) are checked apart, below.
const writable = resources.filter((def) => !def.readOnly);
const readOnly = resources.filter((def) => def.readOnly);

describe.each(readOnly.map((def) => ({ name: def.name, def })))(
  "read-only $name",
  ({ def }: { def: ResourceDef }) => {
    it("reads rows written elsewhere (one, list, getMany) and answers 404 to every write", async () => {
      const row = await createRow(t, owner.token, def);
      expect(row).not.toHaveProperty("merchant_id");
      expect(row.created_at).toMatch(ISO_INSTANT);
      const list = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(def, { id: [row.id] }),
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toEqual([row]);
      for (const [method, u] of [
        ["POST", `merchant/${def.name}`],
        ["PUT", `merchant/${def.name}/${row.id}`],
        ["DELETE", `merchant/${def.name}/${row.id}`],
        ["POST", `staff/${def.name}`],
        ["PUT", `staff/${def.name}/${row.id}`],
        ["DELETE", `staff/${def.name}/${row.id}`],
      ] as const) {
        const res = await t.injectAs(owner.token, {
          method,
          url: u,
          payload: method === "DELETE" ? undefined : { id: 1 },
        });
        expect(res.statusCode, `${method} ${u}`).toBe(404);
        expectErrorShape(res.json());
      }
      expect(
        (
          await t.injectAs(owner.token, {
            method: "GET",
            url: `merchant/${def.name}/${row.id}`,
          })
        ).json(),
      ).toEqual(row);
    });
  },
);

describe.each(writable.map((def) => ({ name: def.name, def })))(
  "CRUD of $name",
  ({ def }: { def: ResourceDef }) => {
    const table = def.table as PgTable;
    const stored = async (id: number) =>
      (await t.app.db.select().from(table).where(eq(def.table.id, id)))[0] as
        Json | undefined;
    const url = (id?: number) =>
      `merchant/${def.name}${id === undefined ? "" : `/${id}`}`;
    const expectInstants = (record: Json) => {
      for (const k of def.instantColumns) {
        expect(record, `record has ${k}`).toHaveProperty(k);
        if (record[k] !== null) {
          expect(record[k], k).toMatch(ISO_INSTANT);
          expect(Number.isNaN(Date.parse(String(record[k]))), k).toBe(false);
        }
      }
      expect(record.created_at).toMatch(ISO_INSTANT);
      expect(record.updated_at).toMatch(ISO_INSTANT);
    };

    it("creates (201 with the record), reads it back, and sends ISO 8601 instants with Z", async () => {
      const payload = sampleFor(def, owner);
      const res = await t.injectAs(owner.token, {
        method: "POST",
        url: url(),
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const record = res.json() as Json;
      expect(record).toMatchObject(payload);
      expect(record.id).toEqual(expect.any(Number));
      expectInstants(record);
      expect(record.created_at).toBe(record.updated_at);

      const one = await t.injectAs(owner.token, {
        method: "GET",
        url: url(record.id as number),
      });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(record);

      const list = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(def, { id: [record.id] }),
      });
      expect(list.json()).toEqual([record]);
      expectInstants(list.json()[0]);
    });

    it("updates only the given fields on PUT and bumps updated_at", async () => {
      const before = await createRow(t, owner.token, def);
      const change = updateFor(def, owner);
      const res = await t.injectAs(owner.token, {
        method: "PUT",
        url: url(before.id),
        payload: change,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as Json;
      expect(after).toMatchObject(change);
      const untouched = (r: Json) =>
        Object.fromEntries(
          Object.entries(r).filter(
            ([k]) => !(k in change) && k !== "updated_at",
          ),
        );
      expect(untouched(after)).toEqual(untouched(before));
      expect(after.created_at).toBe(before.created_at);
      expect(Date.parse(String(after.updated_at))).toBeGreaterThan(
        Date.parse(String(before.updated_at)),
      );
      expectInstants(after);
      expect(
        (
          await t.injectAs(owner.token, { method: "GET", url: url(before.id) })
        ).json(),
      ).toEqual(after);

      const empty = await t.injectAs(owner.token, {
        method: "PUT",
        url: url(before.id),
        payload: {},
      });
      expect(empty.statusCode, empty.body).toBe(200);
      expect(untouched(empty.json())).toEqual(untouched(after));
    });

    it("refuses bad values with 422, errors.<field> and a human message (POST and PUT)", async () => {
      const target = await createRow(t, owner.token, def);
      const cases = invalidFor(def);
      expect(cases.length).toBeGreaterThan(0);
      for (const [field, value] of cases) {
        for (const [method, u, payload] of [
          ["POST", url(), { ...sampleFor(def, owner), [field]: value }],
          ["PUT", url(target.id), { [field]: value }],
        ] as const) {
          const res = await t.injectAs(owner.token, {
            method,
            url: u,
            payload,
          });
          const what = `${method} ${field}=${JSON.stringify(value)}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
          const body = res.json();
          expectErrorShape(body);
          expect(body.errors, what).toHaveProperty([field]);
          expectHumanText(body.errors[field]);
          expectHumanText(body.data);
        }
      }
      expect(
        (
          await t.injectAs(owner.token, { method: "GET", url: url(target.id) })
        ).json(),
      ).toEqual(target);
    });

    it("refuses values of the wrong JSON type with 422 and errors.<field>", async () => {
      const sample = sampleFor(def, owner);
      for (const [field, value] of Object.entries(sample)) {
        const res = await t.injectAs(owner.token, {
          method: "POST",
          url: url(),
          payload: { ...sample, [field]: wrongType(value) },
        });
        expect(
          res.statusCode,
          `${field}=${JSON.stringify(wrongType(value))}: ${res.body}`,
        ).toBe(422);
        expect(res.json().errors).toHaveProperty([field]);
        expectHumanText(res.json().errors[field]);
      }
    });

    it("names every missing required field, and refuses a body that is not an object", async () => {
      const shape = def.schemas.create.shape as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >;
      const required = Object.keys(shape).filter(
        (k) => !shape[k].safeParse(undefined).success,
      );
      expect(required.length).toBeGreaterThan(0);
      const res = await t.injectAs(owner.token, {
        method: "POST",
        url: url(),
        payload: {},
      });
      expect(res.statusCode).toBe(422);
      for (const k of required)
        expect(res.json().errors, k).toHaveProperty([k]);
      for (const payload of [[], "text", 5]) {
        const r = await t.injectAs(owner.token, {
          method: "POST",
          url: url(),
          payload: JSON.stringify(payload),
          headers: { "content-type": "application/json" },
        });
        expect([400, 422], `${JSON.stringify(payload)}: ${r.body}`).toContain(
          r.statusCode,
        );
        expectErrorShape(r.json());
      }
    });

    it(
      def.deleteRefusal
        ? "refuses every delete with 409 and keeps the row (a document that is never deleted)"
        : def.archiveOnDelete
          ? "archives the row on delete (a record with history)"
          : "hard-deletes an unreferenced row (then 404)",
      async () => {
        const row = await createRow(t, owner.token, def);
        if (def.deleteRefusal) {
          const res = await t.injectAs(owner.token, {
            method: "DELETE",
            url: url(row.id),
          });
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().message).toBe(def.deleteRefusal);
          expect(await stored(row.id)).toBeDefined();
          return;
        }
        if (def.archiveOnDelete) {
          const res = await t.injectAs(owner.token, {
            method: "DELETE",
            url: url(row.id),
          });
          expect(res.statusCode, res.body).toBe(200);
          expect((await stored(row.id))?.archived_at).not.toBeNull();
          return;
        }
        const res = await t.injectAs(owner.token, {
          method: "DELETE",
          url: url(row.id),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual(row);
        expect(await stored(row.id)).toBeUndefined();
        for (const method of ["GET", "PUT", "DELETE"] as const) {
          const again = await t.injectAs(owner.token, {
            method,
            url: url(row.id),
            payload: method === "PUT" ? updateFor(def, owner) : undefined,
          });
          expect(again.statusCode, method).toBe(404);
          expectErrorShape(again.json());
        }
      },
    );

    it("answers 404 for an id that never existed and 400 for one that is not an id", async () => {
      expect(
        (
          await t.injectAs(owner.token, {
            method: "GET",
            url: url(2_000_000_000),
          })
        ).statusCode,
      ).toBe(404);
      for (const bad of ["abc", "0", "-1", "1.5", "9007199254740992"]) {
        const res = await t.injectAs(owner.token, {
          method: "GET",
          url: `merchant/${def.name}/${bad}`,
        });
        expect(res.statusCode, bad).toBe(400);
        expectErrorShape(res.json());
      }
    });

    it("restores an archived row with PUT {archived_at: null}", async () => {
      if (!def.list.archivedAt) return;
      const row = await createRow(t, owner.token, def);
      await t.app.db
        .update(table)
        .set({ archived_at: sql`now()` })
        .where(eq(def.table.id, row.id));
      // The default list hides it; getMany by id still resolves it for history.
      const hidden = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(def, { archived: false }),
      });
      expect(hidden.json().map((r: Json) => r.id)).not.toContain(row.id);
      const byId = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(def, { id: [row.id] }),
      });
      expect(byId.json().map((r: Json) => r.id)).toEqual([row.id]);
      const archived = (
        await t.injectAs(owner.token, { method: "GET", url: url(row.id) })
      ).json();
      expect(archived.archived_at).toMatch(ISO_INSTANT);

      const res = await t.injectAs(owner.token, {
        method: "PUT",
        url: url(row.id),
        payload: { archived_at: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().archived_at).toBeNull();
      expect((await stored(row.id))!.archived_at).toBeNull();
      const back = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(def, { archived: false }),
      });
      expect(back.json().map((r: Json) => r.id)).toContain(row.id);
    });

    it("refuses an unsupported content type with 415", async () => {
      const row = await createRow(t, owner.token, def);
      for (const [method, u] of [
        ["POST", url()],
        ["PUT", url(row.id)],
      ] as const) {
        const res = await t.injectAs(owner.token, {
          method,
          url: u,
          payload: "<client/>",
          headers: { "content-type": "application/xml" },
        });
        expect(res.statusCode, `${method}: ${res.body}`).toBe(415);
        expectErrorShape(res.json());
      }
    });

    it("refuses malformed JSON with 400", async () => {
      const res = await t.injectAs(owner.token, {
        method: "POST",
        url: url(),
        payload: '{"first_name": ',
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json());
    });
  },
);

describe("answers outside a resource", () => {
  it("answers an unknown route with 404 in the §8 shape", async () => {
    for (const [token, method, u] of [
      [null, "GET", "/wellness/nope"],
      [owner.token, "GET", "merchant/nope"],
      [owner.token, "PATCH", `merchant/${resources[0].name}/1`],
      [owner.token, "DELETE", `merchant/${resources[0].name}`],
    ] as const) {
      const res = await t.injectAs(token, { method, url: u });
      expect(res.statusCode, `${method} ${u}`).toBe(404);
      expectErrorShape(res.json());
    }
  });

  it("leaves no partial row when a write fails: team member with a login e-mail already in use → 422", async () => {
    const tm = resources.find((d) => d.name === "team-members");
    if (!tm) return;
    const countMembers = async () =>
      (await t.app.db.select({ n: count() }).from(teamMembers))[0].n;
    const before = await countMembers();
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/team-members",
      payload: {
        ...sampleFor(tm, owner),
        email: owner.email.toUpperCase(),
        login_enabled: true,
        password: "Member-pass#2026",
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty("email");
    expect(await countMembers()).toBe(before);
  });
});

describe("limits and failures (an app with BODY_LIMIT 1024)", () => {
  let small: TestApp;
  let token: string;
  const def = resources[0];

  beforeAll(async () => {
    small = await buildTestApp({ BODY_LIMIT: 1024 });
    token = (await createMerchant(small.app)).owner.token;
  });

  it("answers a body over BODY_LIMIT with 413 in the §8 shape (a body under it is fine)", async () => {
    const ok = await small.injectAs(token, {
      method: "POST",
      url: `merchant/${def.name}`,
      payload: sampleFor(def, token),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const res = await small.injectAs(token, {
      method: "POST",
      url: `merchant/${def.name}`,
      payload: { ...sampleFor(def, token), notes: "x".repeat(2000) },
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json());
  });

  it("rolls back the whole create when a write after the insert fails (team member login)", async () => {
    const tm = resources.find((d) => d.name === "team-members");
    if (!tm) return;
    await small.app.db.execute(
      sql`create function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await small.app.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_insert()`,
    );
    try {
      const before = (
        await small.app.db.select({ n: count() }).from(teamMembers)
      )[0].n;
      const res = await small.injectAs(token, {
        method: "POST",
        url: "merchant/team-members",
        payload: {
          ...sampleFor(tm, token),
          login_enabled: true,
          password: "Member-pass#2026",
          permissions: [3],
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/refused by test/);
      expect(
        (await small.app.db.select({ n: count() }).from(teamMembers))[0].n,
      ).toBe(before);
    } finally {
      await small.app.db.execute(sql`drop trigger refuse_users on users`);
    }
  });

  it("never leaks a stack, SQL or internal names in a 5xx", async () => {
    const name = getTableName(def.table as PgTable);
    await small.app.db.execute(
      sql.raw(`alter table "${name}" rename to "${name}_gone"`),
    );
    try {
      for (const [method, u, payload] of [
        ["GET", `merchant/${def.name}`, undefined],
        ["POST", `merchant/${def.name}`, sampleFor(def, token)],
        ["GET", `merchant/${def.name}/1`, undefined],
      ] as const) {
        const res = await small.injectAs(token, { method, url: u, payload });
        expect(res.statusCode, `${method} ${u}`).toBe(500);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(["data", "message", "status"]);
        expectErrorShape(body);
        expect(res.body).not.toMatch(
          /stack|\bat .+:\d+|relation|select |insert |_gone|\.ts\b|\.js\b|node_modules/i,
        );
      }
    } finally {
      await small.app.db.execute(
        sql.raw(`alter table "${name}_gone" rename to "${name}"`),
      );
    }
    expect(
      (
        await small.injectAs(token, {
          method: "GET",
          url: `merchant/${def.name}`,
        })
      ).statusCode,
    ).toBe(200);
  });
});

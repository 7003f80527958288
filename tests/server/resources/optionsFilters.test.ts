import { describe, it, expect, beforeAll } from "vitest";
import { resources } from "../../../server/src/modules";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";

/**
 * `<resource>/options` is readable by every staff user, so it must not answer
 * questions about columns it does not show: only an id list, a search over
 * the shown label, the fields it sends back, `archived`, and sorting by those.
 */
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  // A staff user without any area: option lists are still theirs to read.
  stranger = await createStaff(t.app, owner.merchantId, []);
});

const options = (token: string, path: string, query: Record<string, unknown>) =>
  t.injectAs(token, { method: "GET", url: `${path}/options?${q(query)}` });

describe("client options cannot be questioned about hidden columns", () => {
  let ada: { id: number };

  beforeAll(async () => {
    ada = await createClient(t.app, owner.merchantId, {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "mystery.person@hidden.example",
      mobile: "+447400123456",
      notes: "allergic to lavender",
      birthday: "1990-12-10",
    });
  });

  it.each([
    ["email_gte", { filter: { email_gte: "m" } }],
    ["email", { filter: { email: "mystery.person@hidden.example" } }],
    ["birthday_lte", { filter: { birthday_lte: "1991-01-01" } }],
    ["mobile", { filter: { mobile: ["+447400123456"] } }],
    ["notes", { filter: { notes: null } }],
    ["sort by email", { sort: ["email", "ASC"] }],
    ["sort by birthday", { sort: ["birthday", "DESC"] }],
  ])("refuses %s with 400 in the §8 shape", async (_label, query) => {
    for (const [token, path] of [
      [stranger.token, "clients"],
      [owner.token, "merchant/clients"],
    ] as const) {
      const res = await options(token, path, query);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, data: expect.any(String) });
    }
  });

  it("searches the label only: words of the e-mail, mobile or notes find nothing", async () => {
    for (const word of ["hidden", "mystery", "900123", "lavender"]) {
      const res = await options(stranger.token, "clients", {
        filter: { q: word },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), word).toEqual([]);
    }
    const byName = await options(stranger.token, "clients", {
      filter: { q: "ada love" },
    });
    expect(byName.json().map((r: { id: number }) => r.id)).toEqual([ada.id]);
  });

  it("still serves what pickers send: an id list, a label search, archived, a sort by the label or id", async () => {
    for (const query of [
      { filter: { id: [ada.id] } },
      { filter: { id: ada.id } },
      { filter: { q: "lovelace" }, sort: ["last_name", "ASC"] },
      { filter: { archived: false }, sort: ["first_name", "DESC"] },
      { filter: {}, sort: ["id", "DESC"], range: [0, 24] },
    ]) {
      const res = await options(stranger.token, "clients", query);
      expect(res.statusCode, `${JSON.stringify(query)} ${res.body}`).toBe(200);
      expect(res.json().map((r: { id: number }) => r.id)).toContain(ada.id);
    }
  });
});

describe.each(resources.map((def) => [def.name, def] as const))(
  "%s options",
  (name, def) => {
    const shown = new Set(["id", "archived_at", ...def.optionFieldNames]);
    const hidden = [...def.columnNames].filter((c) => !shown.has(c));

    it.skipIf(hidden.length === 0)(
      "refuses a filter or a sort on a column it does not send",
      async () => {
        for (const column of hidden) {
          for (const query of [
            { filter: { [column]: null } },
            { filter: { [`${column}_gte`]: "a" } },
            { sort: [column, "ASC"] },
          ]) {
            const res = await options(owner.token, `merchant/${name}`, query);
            expect(
              res.statusCode,
              `${name} ${JSON.stringify(query)} ${res.body}`,
            ).toBe(400);
          }
        }
      },
    );

    it("refuses the resource's own extra filters", async () => {
      for (const key of Object.keys(def.list.customFilters ?? {})) {
        const res = await options(owner.token, `merchant/${name}`, {
          filter: { [key]: 1 },
        });
        expect(res.statusCode, `${name} ${key} ${res.body}`).toBe(400);
      }
    });
  },
);

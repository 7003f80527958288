import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import {
  matrixResources,
  prepareCalendarFixtures,
} from "../support/matrixResources";
import { propertyRuns } from "../support/propertyRuns";
import { sampleFor } from "../support/resourceSamples";
import type { Json } from "../support/resourceHelpers";

/**
 * Generated bad input against every resource (issue 28: 25 of 28 server
 * errors in 6,580 generated bad requests were U+0000 and far dates): a valid
 * sample with one or two fields replaced by U+0000 in text, numbers past
 * every cap or not safe integers, and dates or instants outside 1900–2200,
 * sent to create, and the same values as list filters. No answer may be a
 * 500, and whatever a create stored must read back (one and list) with 200.
 * Runs: PROPERTY_RUNS, else a few per resource.
 */
const RUNS = propertyRuns(3);

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 4 });
  const m = await createMerchant(t.app);
  owner = m.owner;
  await prepareCalendarFixtures(t.app, m.merchant.id);
});

const nulText = fc.constantFrom("a\u0000b", "\u0000", "x\u0000 y");
const hugeNumber = fc.constantFrom(
  1_000_000_000_001,
  1e15,
  2 ** 53,
  1e300,
  -1e15,
  1_000_001,
  -1_000_001,
  0.5,
);
const farDate = fc.constantFrom(
  "0001-01-01",
  "1899-12-31",
  "2201-01-01",
  "9999-12-31",
  "99999-01-01",
  "9999-12-31T23:30:00Z",
  "0001-01-01T00:00:00Z",
  "+099999-01-01T00:00:00Z",
  "2026-01-01T10:00:00",
  "99999",
);
const badValue = fc.oneof(nulText, hugeNumber, farDate);

/** Fields a body of `def` may carry: its sample's and its table's (not the server's own). */
function fieldsOf(def: ResourceDef, sample: Json) {
  const own = new Set(["id", "merchant_id", "created_at", "updated_at"]);
  return [
    ...new Set([
      ...Object.keys(sample),
      ...[...def.columnNames].filter((c) => !own.has(c)),
    ]),
  ];
}

/** Replaces values in the sample, also inside its first nested line (services, lines, …). */
function mutate(sample: Json, changes: [string, unknown][]): Json {
  const out: Json = structuredClone(sample);
  for (const [field, value] of changes) {
    const nested = Object.entries(out).find(
      ([, v]) => Array.isArray(v) && typeof v[0] === "object" && v[0] !== null,
    );
    if (field.startsWith("0.") && nested) {
      (nested[1] as Json[])[0] = {
        ...(nested[1] as Json[])[0],
        [field.slice(2)]: value,
      };
    } else out[field] = value;
  }
  return out;
}

const get = (url: string) => t.injectAs(owner.token, { method: "GET", url });

function expectNo500(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} → ${res.body}`).toBeLessThan(500);
}

describe.each(matrixResources.map((def) => ({ name: def.name, def })))(
  "bad input to $name",
  ({ def }: { def: ResourceDef }) => {
    // Read-only resources take no body: only their list filters are tried.
    if (!def.readOnly)
      it("create: never 500, and a stored row reads back", async () => {
        const sample = sampleFor(def, owner);
        const nested = Object.values(sample).find(
          (v): v is Json[] =>
            Array.isArray(v) && typeof v[0] === "object" && v[0] !== null,
        );
        const fields = [
          ...fieldsOf(def, sample),
          ...(nested ? Object.keys(nested[0]).map((k) => `0.${k}`) : []),
        ];
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.tuple(fc.constantFrom(...fields), badValue), {
              minLength: 1,
              maxLength: 2,
            }),
            async (changes) => {
              // A fresh sample each run: names and booking days stay unique.
              const body = mutate(sampleFor(def, owner), changes);
              const what = `POST ${def.name} ${JSON.stringify(changes)}`;
              const res = await t.injectAs(owner.token, {
                method: "POST",
                url: `merchant/${def.name}`,
                payload: body,
              });
              expectNo500(res, what);
              if (res.statusCode !== 201) return;
              const id = (res.json() as { id: number }).id;
              expect((await get(`merchant/${def.name}/${id}`)).statusCode).toBe(
                200,
              );
              const list = await get(
                `merchant/${def.name}?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`,
              );
              expect(list.statusCode, `${what}: list`).toBe(200);
            },
          ),
          { numRuns: RUNS },
        );
      });

    it("list filters: never 500", async () => {
      const keys = [
        "q",
        "from",
        "to",
        ...[...def.columnNames].flatMap((c) => [c, `${c}_gte`, `${c}_lte`]),
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...keys),
          badValue,
          async (key, value) => {
            const f = encodeURIComponent(JSON.stringify({ [key]: value }));
            for (const url of [
              `merchant/${def.name}?filter=${f}`,
              `merchant/${def.name}/options?filter=${f}`,
            ])
              expectNo500(await get(url), `GET ${url}`);
          },
        ),
        { numRuns: RUNS + 2 },
      );
    });
  },
);

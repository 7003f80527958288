import { expect } from "vitest";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import type { TestApp } from "./buildTestApp";
import { insertFor, sampleFor } from "./resourceSamples";

export type Json = Record<string, unknown>;
export type ApiRoute = TestApp["app"]["apiRoutes"][number];

export const API = "/wellness";

/** The routes of one resource in one scope, read from the app's route table. */
export function routesOf(
  t: TestApp,
  def: ResourceDef,
  scope: "merchant" | "staff" | "read",
) {
  const base =
    scope === "read" ? `${API}/${def.name}` : `${API}/${scope}/${def.name}`;
  return t.app.apiRoutes.filter(
    (r) => r.url === base || r.url === `${base}/:id`,
  );
}

/** Which resource (if any) a route of the table serves. */
export function resourceOfRoute(defs: readonly ResourceDef[], url: string) {
  return defs.find((d) =>
    new RegExp(`^${API}(/merchant|/staff)?/${d.name}(/:id)?$`).test(url),
  );
}

/** The route's url, relative to /wellness, with its params filled in. */
export const fill = (url: string, id: number | string) =>
  url.replace(/^\/wellness\//, "").replace(/:[A-Za-z_]+/g, String(id));

/**
 * Creates a row of the resource through the API and returns the record sent
 * back; a read-only resource's row is inserted with app.db (samples' insertRow)
 * for the token's merchant and read back through the API.
 */
export async function createRow(
  t: TestApp,
  token: string,
  def: ResourceDef,
  payload?: Json,
  prefix = "merchant/",
) {
  if (def.readOnly) {
    const { id } = await insertFor(t.app, def, token);
    const one = await t.injectAs(token, {
      method: "GET",
      url: `${prefix}${def.name}/${id}`,
    });
    expect(one.statusCode, `GET ${prefix}${def.name}/${id}: ${one.body}`).toBe(
      200,
    );
    return one.json() as Json & { id: number };
  }
  payload ??= sampleFor(def, token);
  const res = await t.injectAs(token, {
    method: "POST",
    url: `${prefix}${def.name}`,
    payload,
  });
  expect(res.statusCode, `POST ${prefix}${def.name}: ${res.body}`).toBe(201);
  return res.json() as Json & { id: number };
}

/** Every key of a JSON value, at any depth. */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  return out;
}

/** The §8 error body. */
export function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({
    status: 0,
    message: expect.any(String),
    data: expect.any(String),
  });
  const b = body as { message: string; data: string };
  expect(b.data).toBe(b.message);
  expect(b.message.length).toBeGreaterThan(0);
}

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";

/** The parts of an OpenAPI 3.0 document these tests read. */
interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { content?: Record<string, unknown>; $ref?: string }
  >;
}
interface Document {
  info: { description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  components?: {
    responses?: Record<
      string,
      { content: Record<string, { schema: { required: string[] } }> }
    >;
  };
  paths: Record<string, Record<string, OperationObject>>;
}
type Operation = OperationObject & { method: string; path: string };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const IDENTIFIER = /^[a-z][A-Za-z0-9]{2,79}$/;

let t: TestApp;
let doc: Document;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.injectAs(null, { method: "GET", url: "docs/json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path,
      })),
  );
});

const label = (op: Operation) => `${op.method} ${op.path}`;
const find = (method: string, path: string) =>
  operations.find((op) => op.method === method && op.path === path);

describe("the OpenAPI document at /wellness/docs/json", () => {
  it("holds every API route, under the /wellness server", () => {
    expect(operations.length).toBe(
      t.app.apiRoutes.filter((r) => !r.url.startsWith("/wellness/docs")).length,
    );
    expect(doc.servers).toEqual([
      expect.objectContaining({ url: "/wellness" }),
    ]);
    expect(doc.info.description).toBeTruthy();
  });

  it("names every operation with a unique identifier", () => {
    const missing = operations.filter((op) => !op.operationId).map(label);
    expect(missing).toEqual([]);
    const unsafe = operations.filter((op) => !IDENTIFIER.test(op.operationId!));
    expect(unsafe.map((op) => `${label(op)}: ${op.operationId}`)).toEqual([]);
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const op of operations) {
      const other = seen.get(op.operationId!);
      if (other) dupes.push(`${op.operationId}: ${other} and ${label(op)}`);
      seen.set(op.operationId!, label(op));
    }
    expect(dupes).toEqual([]);
  });

  it("names a resource's operations after it, with `staff` before the staff ones", () => {
    const ids = Object.fromEntries(
      operations.map((op) => [label(op), op.operationId]),
    );
    expect(ids).toMatchObject({
      "GET /merchant/clients": "listClients",
      "POST /merchant/clients": "createClient",
      "GET /merchant/clients/{id}": "getClient",
      "PUT /merchant/clients/{id}": "updateClient",
      "DELETE /merchant/clients/{id}": "deleteClient",
      "GET /merchant/clients/export": "exportClients",
      "GET /merchant/clients/options": "listClientOptions",
      "GET /clients": "staffListClients",
      "POST /staff/clients": "staffCreateClient",
      "GET /merchant/product-categories": "listProductCategories",
      "GET /merchant/product-categories/{id}": "getProductCategory",
      "GET /merchant/time-off/{id}": "getTimeOff",
      "GET /merchant/business-details/{id}": "getBusinessDetails",
      "PUT /staff/voucher-settings/{id}": "staffUpdateVoucherSettings",
      "POST /auth/login": "logIn",
      "POST /auth/forgotPassword": "requestPasswordReset",
      "POST /merchant/changePassword": "changePassword",
      "POST /staff/changePassword": "staffChangePassword",
      "POST /merchant/logout": "logOut",
      "POST /staff/logout": "staffLogOut",
      "GET /staff/permissions": "staffGetPermissions",
      "GET /merchant/files/{name}": "getFile",
      "GET /files/{name}": "staffGetFile",
      "GET /health": "getHealth",
      "POST /merchant/calendar/stream-ticket": "createCalendarStreamTicket",
      "POST /staff/calendar/stream-ticket": "staffCreateCalendarStreamTicket",
      "GET /calendar/stream": "streamCalendarChanges",
    });
    // Every staff route that has an owner twin (same method, /merchant path) is the owner's name with the prefix.
    const twins = operations.flatMap((op) => {
      if (op.path.startsWith("/merchant/")) return [];
      const owner = find(
        op.method,
        `/merchant${op.path.replace(/^\/staff\//, "/")}`,
      );
      return owner ? [[op, owner] as const] : [];
    });
    expect(twins.length).toBeGreaterThan(150);
    const mismatched = twins
      .filter(
        ([op, owner]) =>
          op.operationId !==
          `staff${owner.operationId!.charAt(0).toUpperCase()}${owner.operationId!.slice(1)}`,
      )
      .map(
        ([op, owner]) =>
          `${label(op)}: ${op.operationId}, owner's ${owner.operationId}`,
      );
    expect(mismatched).toEqual([]);
  });

  it("gives every operation a summary and a description saying who may call it", () => {
    const bad = operations
      .filter(
        (op) =>
          !op.summary?.trim() ||
          op.summary.length > 80 ||
          !/(Caller: |Public: )/.test(op.description ?? ""),
      )
      .map(label);
    expect(bad).toEqual([]);
  });

  it("declares, with a description, every tag the operations use, and no other", () => {
    const declared = new Map(
      (doc.tags ?? []).map((tag) => [tag.name, tag.description]),
    );
    const untagged = operations.filter((op) => !op.tags?.length).map(label);
    expect(untagged).toEqual([]);
    const used = new Set(operations.flatMap((op) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    expect(
      [...declared].filter(([, description]) => !description?.trim()),
    ).toEqual([]);
  });

  it("declares the content type each success answer really has", () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const expected = op.path.endsWith("/export")
        ? ["text/csv"]
        : op.path.includes("/files/")
          ? ["image/png", "image/jpeg", "image/webp", "image/gif"]
          : op.path === "/calendar/stream"
            ? ["text/event-stream"]
            : ["application/json"];
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith("2")) continue;
        const types = Object.keys(response.content ?? {});
        if (types.join() !== expected.join())
          wrong.push(`${label(op)} ${status}: ${types.join() || "none"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operations.filter((op) => op.path.endsWith("/export")).length).toBe(
      operations.filter((op) => op.operationId!.match(/^(staff)?[eE]xport/))
        .length,
    );
  });

  it("declares the error answer once and on every operation, as the server sends it", async () => {
    const error = "#/components/responses/Error";
    const without = operations
      .filter(
        (op) =>
          op.responses["4XX"]?.$ref !== error ||
          op.responses["5XX"]?.$ref !== error,
      )
      .map(label);
    expect(without).toEqual([]);
    const schema =
      doc.components!.responses!.Error.content["application/json"].schema;
    const res = await t.injectAs(null, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json()).sort()).toEqual([...schema.required].sort());
  });

  it("needs no token for the public routes, and the bearer token for the others", () => {
    const open = operations
      .filter((op) => op.security?.length === 0)
      .map(label)
      .sort();
    // The calendar stream takes a single-use ticket in its query instead (an EventSource sends no header).
    // Whether sign-in through an identity provider is offered (issue 27):
    // the login page asks before anyone has signed in.
    expect(open).toEqual([
      "GET /auth/config",
      "GET /calendar/stream",
      "GET /health",
      "POST /auth/forgotPassword",
      "POST /auth/login",
      "POST /auth/merchantSignUp",
      "POST /auth/resetPassword",
    ]);
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it("matches what the server sends: CSV for an export, JSON for a list", async () => {
    const { owner } = await createMerchant(t.app);
    const csv = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/clients/export",
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv\b/);
    const list = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(list.headers["content-type"]).toMatch(/^application\/json\b/);
  });
});

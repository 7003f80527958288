import { beforeAll, describe, expect, it, vi } from "vitest";
import Fastify from "fastify";
import { z } from "zod";
import errorsPlugin from "../../../server/src/plugins/errors";
import { serializerCompiler } from "../../../server/src/lib/schemaCompilers";
import { NUL_MESSAGE } from "../../../server/src/lib/schemas";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import {
  appointmentsAsResource,
  prepareCalendarFixtures,
} from "../support/matrixResources";
import { sampleFor } from "../support/resourceSamples";
import { resources } from "../../../server/src/modules/index";
import { expectErrorShape, type Json } from "../support/resourceHelpers";

/**
 * Issue 28, "Input PostgreSQL refuses, answered as 500": U+0000 anywhere in
 * a body or query string, and dates or instants outside 1900–2200, are
 * refused with a 400/422 a person understands; the error handler maps what
 * PostgreSQL would still refuse to 422; an answer cannot fail its schema.
 */
let t: TestApp;
let owner: TestUser;
let fx: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  fx = m.fixtures;
  await prepareCalendarFixtures(t.app, m.merchant.id);
});

const call = (method: "GET" | "POST", url: string, payload?: Json) =>
  t.injectAs(owner.token, { method, url, payload });

/** A valid body for a resource of the registry (tests/server/support/samples). */
const sample = (name: string) =>
  sampleFor(
    resources.find((d) => d.name === name)!,
    owner,
  ) as Json;

const filter = (value: Json) => encodeURIComponent(JSON.stringify(value));

function expectRefusal(
  res: { statusCode: number; body: string },
  status: 400 | 422,
  field: string,
  text: RegExp | string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Json & { errors: Json };
  expectErrorShape(body);
  expect(body.errors[field]).toEqual(
    typeof text === "string" ? text : expect.stringMatching(text),
  );
}

describe("U+0000", () => {
  it("is refused in a body, naming the field, and nothing is stored", async () => {
    const res = await call("POST", "merchant/clients", {
      first_name: "a\u0000b",
    });
    expectRefusal(res, 422, "first_name", NUL_MESSAGE);
    expect(res.json().message).toBe(`First name: ${NUL_MESSAGE}`);
    const list = await call(
      "GET",
      `merchant/clients?filter=${filter({ q: "a" })}`,
    );
    expect(list.json()).toEqual([]);
  });

  it("is refused in notes, reasons and nested lines", async () => {
    expectRefusal(
      await call("POST", "merchant/stock-adjustments", {
        product_id: 1,
        location_id: fx.location,
        type: "adjust_decrease",
        quantity: 1,
        reason: "broken\u0000",
      }),
      422,
      "reason",
      NUL_MESSAGE,
    );
    const booking = sampleFor(appointmentsAsResource, owner) as Json;
    expectRefusal(
      await call("POST", "merchant/appointments", {
        ...booking,
        notes: "\u0000",
      }),
      422,
      "notes",
      NUL_MESSAGE,
    );
  });

  it("is refused in query strings: a search, a list filter and a JSON key", async () => {
    expectRefusal(
      await call("GET", "merchant/calendar/clients?q=%00"),
      400,
      "q",
      NUL_MESSAGE,
    );
    expectRefusal(
      await call("GET", `merchant/clients?filter=${filter({ q: "x\u0000" })}`),
      400,
      "filter.q",
      NUL_MESSAGE,
    );
    expectRefusal(
      await call(
        "GET",
        `merchant/products?filter=${filter({ "name\u0000": "x" })}`,
      ),
      400,
      "filter.name\u0000",
      NUL_MESSAGE,
    );
  });
});

describe("dates and instants", () => {
  it("refuses bookings in year 1 and year 9999 with a clear message", async () => {
    const booking = sampleFor(appointmentsAsResource, owner) as Json & {
      services: Json[];
    };
    for (const start_at of ["0001-01-01T10:00:00Z", "9999-12-31T23:30:00Z"]) {
      expectRefusal(
        await call("POST", "merchant/appointments", {
          ...booking,
          services: [{ ...booking.services[0], start_at }],
        }),
        422,
        "services.0.start_at",
        "Enter a date and time from 1900-01-01 to 2200-12-31.",
      );
    }
  });

  it("refuses dates out of range in bodies: a birthday, a deal period, a shift", async () => {
    expectRefusal(
      await call("POST", "merchant/clients", {
        first_name: "Ada",
        birthday: "1815-12-10",
      }),
      422,
      "birthday",
      "Enter a date from 1900-01-01 to 2200-12-31.",
    );
    expectRefusal(
      await call("POST", "merchant/deals", {
        ...sample("deals"),
        starts_at: "2201-01-01T00:00:00Z",
      }),
      422,
      "starts_at",
      "Enter a date and time from 1900-01-01 to 2200-12-31.",
    );
    expectRefusal(
      await call("POST", "merchant/shift-overrides", {
        ...sample("shift-overrides"),
        date: "99999-01-01",
      }),
      422,
      "date",
      /YYYY-MM-DD|1900-01-01/,
    );
  });

  it("refuses out-of-range and offset-less instants in the calendar and list filters with 400", async () => {
    expectRefusal(
      await call(
        "GET",
        `merchant/calendar/frame?location_id=${fx.location}&from=9999-12-01&to=9999-12-31`,
      ),
      400,
      "from",
      "Enter a date from 1900-01-01 to 2200-12-31.",
    );
    const hint = /from 1900-01-01 to 2200-12-31/;
    for (const [url, key, value] of [
      ["merchant/appointments", "to", "99999"],
      ["merchant/appointments", "from", "2026-11-25T00:00:00"],
      ["merchant/appointments", "from", "0001-01-01T00:00:00Z"],
      ["merchant/stock-movements", "to", "99999"],
      ["merchant/stock-movements", "from", "+099999-01-01T00:00:00Z"],
      ["merchant/purchase-orders", "from", "2201-01-01"],
      ["merchant/deals", "starts_at_gte", "9999-12-31T23:30:00Z"],
      // A plain date on an instant: its start depends on the zone.
      ["merchant/stock-movements", "to", "2026-11-25"],
      ["merchant/deals", "starts_at_gte", "2026-11-25"],
      ["merchant/clients", "birthday_lte", "0001-01-01"],
    ] as const) {
      expectRefusal(
        await call("GET", `${url}?filter=${filter({ [key]: value })}`),
        400,
        key.replace(/_(gte|lte)$/, ""),
        hint,
      );
    }
    // In range, with an offset (or a plain date where a date is meant), they answer.
    for (const [url, f] of [
      ["merchant/appointments", { from: "2026-11-25T00:00:00+01:00" }],
      ["merchant/stock-movements", { to: "2026-11-25T23:59:59.999+01:00" }],
      ["merchant/deals", { starts_at_gte: "2026-11-25T00:00:00-05:00" }],
      ["merchant/purchase-orders", { from: "2026-11-25" }],
    ] as const) {
      const res = await call("GET", `${url}?filter=${filter(f)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe("the error handler and the answers (safety nets)", () => {
  it("maps what PostgreSQL refuses in text, dates and offsets to 422", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get("/:code", async (req) => {
      throw Object.assign(new Error("from the driver"), {
        code: (req.params as { code: string }).code,
      });
    });
    for (const [code, text] of [
      ["22021", /character that cannot be saved/],
      ["22P05", /character that cannot be saved/],
      ["22008", /out of range: use one from 1900 to 2200/],
      ["22009", /time zone offset/],
    ] as const) {
      const res = await app.inject({ method: "GET", url: `/${code}` });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().message).toMatch(text);
    }
    await app.close();
  });

  it("sends an answer that breaks its schema as stored (schema keys only) and logs it, instead of 500", () => {
    const log = { error: vi.fn() };
    const serialize = serializerCompiler(log as never)({
      schema: z.object({ value_change: z.number().int(), name: z.string() }),
      method: "POST",
      url: "/x",
      httpStatus: "201",
    } as never);
    expect(serialize({ value_change: 5, name: "a", merchant_id: 1 })).toBe(
      '{"value_change":5,"name":"a"}',
    );
    expect(log.error).not.toHaveBeenCalled();
    expect(
      JSON.parse(
        serialize({ value_change: 1e18, name: "a", merchant_id: 1 }) as string,
      ),
    ).toEqual({ value_change: 1e18, name: "a" });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Fixtures } from "../../support/samples/types";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let fx: Fixtures;
let theirs: Fixtures;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  fx = a.fixtures;
  theirs = (await createMerchant(t.app)).fixtures;
});

const call = (
  method: "POST" | "PUT" | "GET" | "DELETE",
  url: string,
  payload?: Json,
) => t.injectAs(owner.token, { method, url: `merchant/${url}`, payload });
const room = (over: Json = {}): Json => ({
  name: `Room ${Date.now()}-${++n}`,
  location_id: fx.location,
  ...over,
});
const newRoom = async (over: Json = {}) => {
  const res = await call("POST", "resources", room(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number };
};

describe("resources", () => {
  it("keeps names unique per location, with a 422 on name", async () => {
    const r = await newRoom();
    const dup = await call(
      "POST",
      "resources",
      room({ name: String(r.name).toUpperCase() }),
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty("name");
  });

  it("links the services that need it, within the merchant, and filters by service", async () => {
    const r = await newRoom({ service_ids: [fx.service] });
    expect(r.service_ids).toEqual([fx.service]);
    const foreign = await call("PUT", `resources/${r.id}`, {
      service_ids: [theirs.service],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("service_ids");
    const other = await newRoom({ service_ids: [] });
    const res = await call(
      "GET",
      `resources?filter=${encodeURIComponent(JSON.stringify({ service_id: fx.service }))}&range=[0,999]`,
    );
    const ids = res.json().map((x: Json) => x.id);
    expect(ids).toContain(r.id);
    expect(ids).not.toContain(other.id);
    const cleared = await call("PUT", `resources/${r.id}`, { service_ids: [] });
    expect(cleared.json().service_ids).toEqual([]);
  });

  it("holds one booking at a time unless told otherwise, up to 50", async () => {
    expect((await newRoom()).capacity).toBe(1);
    expect((await newRoom({ capacity: 50 })).capacity).toBe(50);
    const twin = await newRoom({ capacity: 2 });
    expect(twin.capacity).toBe(2);
    const message = "Enter a capacity from 1 to 50 bookings at the same time.";
    for (const capacity of [0, 51, -1, 2.5]) {
      const res = await call("POST", "resources", room({ capacity }));
      expect(res.statusCode, `${capacity}: ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ capacity: message });
      const upd = await call("PUT", `resources/${twin.id}`, { capacity });
      expect(upd.statusCode).toBe(422);
      expect(upd.json().errors.capacity).toBe(message);
    }
    const text = await call("POST", "resources", room({ capacity: "2" }));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty("capacity");
    const moved = await call("PUT", `resources/${twin.id}`, { capacity: 4 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call("GET", `resources/${twin.id}`)).json().capacity).toBe(4);
  });

  it("sorts by capacity and exports it", async () => {
    const m = await createMerchant(t.app);
    const mk = async (capacity: number) => {
      const res = await t.injectAs(m.owner.token, {
        method: "POST",
        url: "merchant/resources",
        payload: {
          name: `Room ${++n}`,
          location_id: m.fixtures.location,
          capacity,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const three = await mk(3);
    const one = await mk(1);
    const two = await mk(2);
    const get = (url: string) =>
      t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/resources${url}`,
      });
    const sorted = async (dir: string) =>
      (
        await get(
          `?sort=${encodeURIComponent(JSON.stringify(["capacity", dir]))}&filter=${encodeURIComponent(JSON.stringify({ id: [one, two, three] }))}`,
        )
      )
        .json()
        .map((r: Json) => r.id);
    expect(await sorted("ASC")).toEqual([one, two, three]);
    expect(await sorted("DESC")).toEqual([three, two, one]);
    const csv = await get(
      `/export?sort=${encodeURIComponent(JSON.stringify(["capacity", "DESC"]))}&filter=${encodeURIComponent(JSON.stringify({ id: [one, two, three] }))}`,
    );
    const [head, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const col = head.split(",").indexOf("capacity");
    expect(col).toBeGreaterThanOrEqual(0);
    expect(rows.map((r) => r.split(",")[col])).toEqual(["3", "2", "1"]);
  });

  it("refuses another merchant's location or category", async () => {
    for (const [field, id] of [
      ["location_id", theirs.location],
      ["resource_category_id", theirs.resourceCategory],
    ] as const) {
      const res = await call("POST", "resources", room({ [field]: id }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
  });

  it("is archived, not deleted, once it has working hours", async () => {
    const r = await newRoom();
    const hours = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-01-01",
      weeks: [{ mon: [{ start: "09:00", end: "17:00" }] }],
    });
    expect(hours.statusCode, hours.body).toBe(201);
    const del = await call("DELETE", `resources/${r.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    expect((await call("GET", `resources/${r.id}`)).statusCode).toBe(200);
  });
});

describe("resource working hours", () => {
  const week = { mon: [{ start: "09:00", end: "12:00" }] };

  it("refuses two patterns of one resource whose dates overlap, and accepts back-to-back ones", async () => {
    const r = await newRoom();
    const first = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-01-01",
      end_date: "2031-03-31",
      weeks: [week],
    });
    expect(first.statusCode, first.body).toBe(201);
    const clash = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-03-01",
      weeks: [week],
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.start_date).toMatch(/2031-01-01/);
    const next = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-04-01",
      weeks: [week],
    });
    expect(next.statusCode, next.body).toBe(201);
    // Editing a pattern does not clash with itself; stretching it into the next one does.
    expect(
      (
        await call("PUT", `resource-working-hours/${first.json().id}`, {
          weeks: [{}],
        })
      ).statusCode,
    ).toBe(200);
    const stretch = await call(
      "PUT",
      `resource-working-hours/${first.json().id}`,
      { end_date: null },
    );
    expect(stretch.statusCode).toBe(422);
    expect(stretch.json().errors).toHaveProperty("start_date");
  });

  it("needs as many weeks as repeat_weeks and explains interval problems in words", async () => {
    const r = await newRoom();
    const res = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-01-01",
      repeat_weeks: 2,
      weeks: [week],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.weeks).toMatch(/2 week/);
    const overlap = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-01-01",
      repeat_weeks: 2,
      weeks: [
        week,
        {
          fri: [
            { start: "13:00", end: "15:00" },
            { start: "09:00", end: "13:30" },
          ],
        },
      ],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.weeks).toBe(
      "Week 2, Friday: Intervals of the same day may not overlap.",
    );
    const ok = await call("POST", "resource-working-hours", {
      resource_id: r.id,
      start_date: "2031-01-01",
      repeat_weeks: 2,
      weeks: [week, { sun: [{ start: "00:00", end: "24:00" }] }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("names an unknown field inside an interval, and an unknown day, as what they are", async () => {
    const r = await newRoom();
    const hours = (weeks: Json[]) =>
      call("POST", "resource-working-hours", {
        resource_id: r.id,
        start_date: "2031-01-01",
        weeks,
      });
    const extra = await hours([
      { tue: [{ start: "09:00", end: "17:00", break: "12:00" }] },
    ]);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.weeks).toBe(
      'Tuesday: Unknown field "break": an interval has start and end only.',
    );
    const day = await hours([{ monday: [{ start: "09:00", end: "17:00" }] }]);
    expect(day.statusCode).toBe(422);
    expect(day.json().errors.weeks).toBe(
      'Unknown day "monday": use mon to sun.',
    );
    const override = await call("POST", "resource-hour-overrides", {
      resource_id: r.id,
      date: "2031-06-01",
      intervals: [{ start: "10:00", end: "12:00", note: "x" }],
    });
    expect(override.statusCode).toBe(422);
    expect(override.json().errors.intervals).toBe(
      'Unknown field "note": an interval has start and end only.',
    );
  });
});

describe("resource hour overrides", () => {
  it("allows one override per resource and date; [] blocks the day", async () => {
    const r = await newRoom();
    const first = await call("POST", "resource-hour-overrides", {
      resource_id: r.id,
      date: "2031-05-01",
      intervals: [],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().intervals).toEqual([]);
    const dup = await call("POST", "resource-hour-overrides", {
      resource_id: r.id,
      date: "2031-05-01",
      intervals: [{ start: "10:00", end: "12:00" }],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty("date");
    const list = await call(
      "GET",
      `resource-hour-overrides?filter=${encodeURIComponent(JSON.stringify({ resource_id: r.id }))}`,
    );
    expect(list.json().map((o: Json) => o.id)).toEqual([first.json().id]);
  });
});

import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/src/app";
import { CALENDAR_SERVICE } from "../../../server/src/modules/appointments";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  tokenFor,
  type TestUser,
} from "../support/builders";
import {
  createSalon,
  queryString as q,
  type Salon,
} from "../support/calendarFixtures";
import { propertyRuns } from "../support/propertyRuns";

/**
 * Kept answers (server/src/plugins/responseCache.ts): the calendar's reads
 * are reused between writes, and every committed write to what they show,
 * through this process, another one or plain SQL, is seen by the next read.
 */
let t: TestApp;
/** A second server process on the same database. */
let other: FastifyInstance;
/** The same database without kept answers: what a fresh read gives. */
let fresh: FastifyInstance;
/** Plain SQL, as another program would write. */
let sqlc: pg.Client;
let owner: TestUser;
let salon: Salon;
let clientId: number;
/** A cancellation reason: cancelling frees the time (a no-show needs its start passed). */
let reasonId: number;

const DAY = "2031-03-12";
const listUrl = (s: Salon, day = DAY) =>
  `merchant/appointments?${q({
    sort: ["start_at", "ASC"],
    range: [0, 99],
    filter: {
      from: `${day}T00:00:00Z`,
      to: `${day}T23:59:59Z`,
      location_id: s.locationId,
    },
  })}`;
const frameUrl = (s: Salon) =>
  `merchant/calendar/frame?${q({ location_id: String(s.locationId), from: DAY, to: DAY })}`;
const entriesUrl = (s: Salon, day = DAY) =>
  `merchant/calendar/entries?${q({ location_id: String(s.locationId), from: day, to: day })}`;
const slotsUrl = (s: Salon, date = DAY) =>
  `merchant/calendar/availability?${q({
    service_id: String(s.serviceId),
    pricing_option_id: String(s.pricingOptionId),
    location_id: String(s.locationId),
    date,
  })}`;

const get = async (
  app: FastifyInstance,
  token: string,
  url: string,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({
    method: "GET",
    url: `/wellness/${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), range: res.headers["content-range"] };
};
const book = async (
  app: FastifyInstance,
  s: Salon,
  token: string,
  member: number,
  start: string,
  client: number | null = null,
) => {
  const res = await app.inject({
    method: "POST",
    url: "/wellness/merchant/appointments",
    headers: { authorization: `Bearer ${token}` },
    payload: {
      location_id: s.locationId,
      client_id: client,
      services: [
        { service_id: s.serviceId, team_member_id: member, start_at: start },
      ],
    },
  });
  return res;
};

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  salon = await createSalon(t.app, a.merchant.id, { members: 2, rooms: 1 });
  clientId = (
    await createClient(t.app, a.merchant.id, {
      first_name: "Olivia",
      last_name: "Stone",
    })
  ).id;
  other = await buildApp(t.config, { logger: false });
  fresh = await buildApp(
    { ...t.config, RESPONSE_CACHE: false },
    { logger: false },
  );
  await Promise.all([other.ready(), fresh.ready()]);
  sqlc = new pg.Client({ connectionString: t.config.DATABASE_URL });
  await sqlc.connect();
  reasonId = (
    await sqlc.query(
      "insert into cancellation_reasons (merchant_id, name) values ($1, 'Ill') returning id",
      [a.merchant.id],
    )
  ).rows[0].id;
  const res = await book(
    t.app,
    salon,
    owner.token,
    salon.memberIds[0],
    `${DAY}T09:00:00Z`,
    clientId,
  );
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await sqlc?.end();
  await other?.close();
  await fresh?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Writes with the triggers off (superuser only): what the answers would miss if they were kept by anything but the versions. */
const hiddenWrite = async (text: string, values: unknown[]) => {
  await sqlc.query("set session_replication_role = replica");
  try {
    await sqlc.query(text, values);
  } finally {
    await sqlc.query("set session_replication_role = default");
  }
};
const clientName = (body: { client: { first_name: string } | null }[]) =>
  body.map((a) => a.client?.first_name);

describe("kept answers", () => {
  it("reuses an answer until a write moves the versions, in any process or by plain SQL", async () => {
    const url = listUrl(salon);
    expect(clientName((await get(t.app, owner.token, url)).body)).toEqual([
      "Olivia",
    ]);
    // A write the versions never hear of stays unseen: the answer is kept…
    await hiddenWrite(
      "update clients set first_name = 'Hidden' where merchant_id = $1 and id = $2",
      [salon.merchantId, clientId],
    );
    expect(clientName((await get(t.app, owner.token, url)).body)).toEqual([
      "Olivia",
    ]);
    // …unless the request asks for a fresh one (a browser's hard reload).
    expect(
      clientName(
        (await get(t.app, owner.token, url, { "cache-control": "no-cache" }))
          .body,
      ),
    ).toEqual(["Hidden"]);
    // Any ordinary write by another program is seen by the very next read.
    await sqlc.query(
      "update clients set first_name = 'Liv' where merchant_id = $1 and id = $2",
      [salon.merchantId, clientId],
    );
    expect(clientName((await get(t.app, owner.token, url)).body)).toEqual([
      "Liv",
    ]);
  });

  it("keeps the answer a browser gets compressed, with its Content-Range", async () => {
    // Enough appointments for an answer worth compressing.
    const day = "2031-03-20";
    for (const member of salon.memberIds)
      for (const hour of [9, 10, 11, 12])
        expect(
          (
            await book(
              t.app,
              salon,
              owner.token,
              member,
              `${day}T${String(hour).padStart(2, "0")}:00:00Z`,
              clientId,
            )
          ).statusCode,
        ).toBe(201);
    const read = async () => {
      const res = await t.injectAs(owner.token, {
        method: "GET",
        url: listUrl(salon, day),
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["content-range"]).toMatch(/^appointments 0-\d+\/\d+$/);
      return JSON.parse(gunzipSync(res.rawPayload).toString()) as {
        client: { last_name: string } | null;
      }[];
    };
    const before = (await read()).map((a) => a.client?.last_name);
    expect(before).toHaveLength(8);
    await hiddenWrite(
      "update clients set last_name = 'Hidden' where merchant_id = $1 and id = $2",
      [salon.merchantId, clientId],
    );
    expect((await read()).map((a) => a.client?.last_name)).toEqual(before);
    await sqlc.query(
      "update clients set last_name = 'Stone' where merchant_id = $1 and id = $2",
      [salon.merchantId, clientId],
    );
  });

  it("sees a booking and a status change made through another server process at once", async () => {
    const url = listUrl(salon);
    const before = (await get(t.app, owner.token, url)).body as unknown[];
    const frameBefore = (await get(t.app, owner.token, frameUrl(salon))).body;
    const slotsBefore = (await get(t.app, owner.token, slotsUrl(salon))).body;
    const res = await book(
      other,
      salon,
      owner.token,
      salon.memberIds[1],
      `${DAY}T14:00:00Z`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const after = await get(t.app, owner.token, url);
    expect(after.body).toHaveLength(before.length + 1);
    expect(after.range).toBe(
      `appointments 0-${before.length}/${before.length + 1}`,
    );
    const slotsAfter = (await get(t.app, owner.token, slotsUrl(salon))).body;
    expect(slotsAfter).not.toEqual(slotsBefore);
    expect((await get(t.app, owner.token, frameUrl(salon))).body).toEqual(
      frameBefore,
    );

    const id = res.json().id as number;
    const cancel = await other.inject({
      method: "POST",
      url: `/wellness/merchant/appointments/${id}/status`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { status: "cancelled", cancellation_reason_id: reasonId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const listed = (await get(t.app, owner.token, url)).body as {
      id: number;
      status: string;
    }[];
    expect(listed.find((a) => a.id === id)?.status).toBe("cancelled");
    expect((await get(t.app, owner.token, slotsUrl(salon))).body).toEqual(
      slotsBefore,
    );
  });

  it("renews the frame and free slots when master data changes by plain SQL", async () => {
    const frame = (await get(t.app, owner.token, frameUrl(salon))).body;
    const slots = (await get(t.app, owner.token, slotsUrl(salon))).body;
    await sqlc.query(
      `insert into time_off (merchant_id, team_member_id, start_at, end_at, type, note)
       values ($1, $2, $3, $4, 'annual', 'Dentist')`,
      [
        salon.merchantId,
        salon.memberIds[0],
        `${DAY}T10:00:00Z`,
        `${DAY}T12:00:00Z`,
      ],
    );
    const frame2 = (await get(t.app, owner.token, frameUrl(salon))).body;
    expect(frame2).not.toEqual(frame);
    expect(
      frame2.team_members.find(
        (m: { id: number }) => m.id === salon.memberIds[0],
      ).time_off,
    ).toEqual([
      expect.objectContaining({
        note: "Dentist",
        start_at: `${DAY}T10:00:00Z`,
      }),
    ]);
    expect((await get(t.app, owner.token, slotsUrl(salon))).body).not.toEqual(
      slots,
    );
  });

  it("keeps each business's answers apart, for the same address", async () => {
    const b = await createMerchant(t.app);
    const bSalon = await createSalon(t.app, b.merchant.id);
    const res = await book(
      t.app,
      bSalon,
      b.owner.token,
      bSalon.memberIds[0],
      `${DAY}T11:00:00Z`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const url = `merchant/appointments?${q({ filter: { from: `${DAY}T00:00:00Z`, to: `${DAY}T23:59:59Z` } })}`;
    // The same versions for both, so only the key can tell them apart.
    for (const table of ["calendar_data_versions", "calendar_booking_versions"])
      await sqlc.query(
        `insert into ${table} (merchant_id, version) values ($1, 1000), ($2, 1000)
         on conflict (merchant_id) do update set version = 1000`,
        [salon.merchantId, b.merchant.id],
      );
    const mine = (await get(t.app, owner.token, url)).body as {
      merchant_id?: number;
      location_id: number;
    }[];
    const theirs = (await get(t.app, b.owner.token, url)).body as {
      location_id: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.location_id === salon.locationId)).toBe(true);
    expect(theirs.map((a) => a.location_id)).toEqual([bSalon.locationId]);
  });

  it("still refuses a user whose permission was withdrawn, whatever is kept", async () => {
    const staff = await createStaff(t.app, salon.merchantId, [
      CALENDAR_SERVICE,
    ]);
    const url = listUrl(salon).replace(/^merchant\//, "");
    await get(t.app, staff.token, url);
    await sqlc.query(
      "update staff_permissions set permission_status = 0 where merchant_id = $1 and user_id = $2",
      [salon.merchantId, staff.id],
    );
    const res = await t.injectAs(staff.token, { method: "GET", url });
    expect(res.statusCode).toBe(403);
  });

  it("drops free slots as they begin, with no write in between", async () => {
    const date = "2031-01-07"; // GMT: the salon opens at 09:00Z
    vi.useFakeTimers({ toFake: ["Date"] });
    // Seconds apart: well within the longest an answer is kept.
    vi.setSystemTime(new Date(`${date}T08:59:55Z`));
    const token = tokenFor(t.app, owner);
    const first = (await get(t.app, token, slotsUrl(salon, date))).body;
    const starts = (b: {
      days: { members: { slots: { start_at: string }[] }[] }[];
    }) => b.days[0].members[0].slots.map((s) => s.start_at);
    expect(starts(first)[0]).toBe(`${date}T09:00:00Z`);
    vi.setSystemTime(new Date(`${date}T09:00:01Z`));
    const later = (await get(t.app, token, slotsUrl(salon, date))).body;
    expect(starts(later)[0]).not.toBe(`${date}T09:00:00Z`);
    expect(starts(later)).toEqual(
      starts(first).filter((s) => s > `${date}T09:00:01Z`),
    );
  });
});

describe("kept answers against fresh ones", () => {
  type Op =
    | { kind: "book"; member: 0 | 1; hour: number }
    | { kind: "status"; pick: number; status: "confirmed" | "cancelled" }
    | { kind: "rename"; name: string }
    | { kind: "timeOff"; member: 0 | 1; hour: number }
    | { kind: "block"; member: 0 | 1; hour: number }
    | { kind: "move"; pick: number; hour: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant("book" as const),
      member: fc.constantFrom(0 as const, 1 as const),
      hour: fc.integer({ min: 9, max: 16 }),
    }),
    fc.record({
      kind: fc.constant("status" as const),
      pick: fc.nat(),
      status: fc.constantFrom("confirmed" as const, "cancelled" as const),
    }),
    fc.record({
      kind: fc.constant("rename" as const),
      name: fc.constantFrom("Ada", "Bea", "Cy"),
    }),
    fc.record({
      kind: fc.constant("timeOff" as const),
      member: fc.constantFrom(0 as const, 1 as const),
      hour: fc.integer({ min: 9, max: 16 }),
    }),
    fc.record({
      kind: fc.constant("block" as const),
      member: fc.constantFrom(0 as const, 1 as const),
      hour: fc.integer({ min: 9, max: 16 }),
    }),
    fc.record({
      kind: fc.constant("move" as const),
      pick: fc.nat(),
      hour: fc.integer({ min: 9, max: 16 }),
    }),
  );

  it("every read after any mix of writes, in either process, equals a fresh read", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.boolean()), { minLength: 1, maxLength: 8 }),
        async (ops) => {
          const day = `2032-0${1 + (round % 9)}-1${round % 10}`;
          round++;
          const ids: number[] = [];
          const at = (h: number) =>
            `${day}T${String(h).padStart(2, "0")}:00:00Z`;
          const urls = [
            listUrl(salon, day),
            slotsUrl(salon, day),
            entriesUrl(salon, day),
          ];
          for (const [o, viaOther] of ops) {
            const app = viaOther ? other : t.app;
            if (o.kind === "book") {
              const res = await book(
                app,
                salon,
                owner.token,
                salon.memberIds[o.member],
                at(o.hour),
                clientId,
              );
              if (res.statusCode === 201) ids.push(res.json().id);
            } else if (o.kind === "status" && ids.length) {
              await app.inject({
                method: "POST",
                url: `/wellness/merchant/appointments/${ids[o.pick % ids.length]}/status`,
                headers: { authorization: `Bearer ${owner.token}` },
                payload: { status: o.status, cancellation_reason_id: reasonId },
              });
            } else if (o.kind === "move" && ids.length) {
              await app.inject({
                method: "PUT",
                url: `/wellness/merchant/appointments/${ids[o.pick % ids.length]}`,
                headers: { authorization: `Bearer ${owner.token}` },
                payload: {
                  location_id: salon.locationId,
                  services: [
                    {
                      service_id: salon.serviceId,
                      team_member_id: salon.memberIds[0],
                      start_at: at(o.hour),
                    },
                  ],
                },
              });
            } else if (o.kind === "rename") {
              await sqlc.query(
                "update clients set first_name = $3 where merchant_id = $1 and id = $2",
                [salon.merchantId, clientId, o.name],
              );
            } else if (o.kind === "block") {
              await app.inject({
                method: "POST",
                url: "/wellness/merchant/blocked-times",
                headers: { authorization: `Bearer ${owner.token}` },
                payload: {
                  location_id: salon.locationId,
                  team_member_id: salon.memberIds[o.member],
                  kind: "lunch",
                  start_at: at(o.hour),
                  end_at: at(o.hour + 1),
                },
              });
            } else if (o.kind === "timeOff") {
              await sqlc.query(
                `insert into time_off (merchant_id, team_member_id, start_at, end_at, type)
                 values ($1, $2, $3, $4, 'annual')`,
                [
                  salon.merchantId,
                  salon.memberIds[o.member],
                  at(o.hour),
                  at(o.hour + 1),
                ],
              );
            }
            for (const url of urls) {
              const kept = await get(t.app, owner.token, url);
              const elsewhere = await get(other, owner.token, url);
              const now = await get(fresh, owner.token, url);
              expect(kept).toEqual(now);
              expect(elsewhere).toEqual(now);
            }
          }
        },
      ),
      { numRuns: propertyRuns(6) },
    );
  });
});

import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { cancellationReasons, clients } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * The writes answer from what their transaction already holds (the POST
 * from the rows its one statement returned, PUT and status from the updated
 * row): each answer must equal a GET of the same appointment, value for
 * value. Also what that one statement keeps: consecutive references, no
 * client or number left behind by a refused booking, the notification text.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let merchantId: number;
let reasonId: number;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 10 });
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
  salon = await createSalon(t.app, merchantId, { members: 12, rooms: 2 });
  reasonId = (
    await t.app.db
      .insert(cancellationReasons)
      .values({ merchant_id: merchantId, name: "Client ill" })
      .returning()
  )[0].id;
});

const databaseUrl = () => t.config.DATABASE_URL!;

// 2031-03-03 is a Monday; London is on GMT: local time = UTC.
const line = (o: Record<string, unknown> = {}) => ({
  service_id: salon.serviceId,
  team_member_id: salon.memberIds[0],
  start_at: "2031-03-03T09:00:00Z",
  ...o,
});
const call = (method: "POST" | "PUT", url: string, body: object) =>
  t.injectAs(owner.token, {
    method,
    url: `merchant/${url}`,
    payload: body,
  });
const book = (body: Record<string, unknown>) =>
  call("POST", "appointments", { location_id: salon.locationId, ...body });
const read = async (id: number) =>
  (
    await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments/${id}`,
    })
  ).json();

/** The answer, checked against a GET of the same appointment. */
async function sameAsRead(res: Awaited<ReturnType<typeof book>>, code = 201) {
  expect(res.statusCode, res.body).toBe(code);
  const answer = res.json();
  expect(answer).toEqual(await read(answer.id));
  return answer;
}

describe("the answers of the appointment writes equal a read", () => {
  it("a walk-in with one service", async () => {
    const a = await sameAsRead(await book({ services: [line()] }));
    expect(a).toMatchObject({ client_id: null, client: null, notes: null });
    expect(a.services).toHaveLength(1);
  });

  it("a new client, several services, a resource taken and one named, notes", async () => {
    const a = await sameAsRead(
      await book({
        new_client: {
          first_name: "Ada",
          last_name: "Lovelace",
          mobile: "+44 7700 900123",
          email: "ada@example.com",
        },
        channel: "phone",
        notes: 'Quotes " and \\ backslashes, and {braces}',
        services: [
          line({ team_member_id: salon.memberIds[1] }),
          line({
            service_id: salon.roomServiceId,
            team_member_id: salon.memberIds[2],
            start_at: "2031-03-03T10:00:00Z",
          }),
          line({
            service_id: salon.roomServiceId,
            team_member_id: salon.memberIds[3],
            resource_id: salon.resourceIds[1],
            start_at: "2031-03-03T10:00:00Z",
            price: 1234,
          }),
        ],
      }),
    );
    expect(a.client).toMatchObject({
      first_name: "Ada",
      email: "ada@example.com",
    });
    expect(a.client_id).toBe(a.client.id);
    expect(a.services.map((s: { sequence: number }) => s.sequence)).toEqual([
      0, 1, 2,
    ]);
    expect(a.services[1].resource_id).not.toBeNull();
    expect(a.services[2]).toMatchObject({
      resource_id: salon.resourceIds[1],
      price: 1234,
    });
  });

  it("an existing client, then the PUT and each status change", async () => {
    const [client] = await t.app.db
      .insert(clients)
      .values({ merchant_id: merchantId, first_name: "Grace", last_name: null })
      .returning();
    const a = await sameAsRead(
      await book({
        client_id: client.id,
        services: [line({ team_member_id: salon.memberIds[4] })],
      }),
    );
    expect(a.client).toEqual({
      id: client.id,
      first_name: "Grace",
      last_name: null,
      mobile: null,
      email: null,
    });
    const moved = await sameAsRead(
      await call("PUT", `appointments/${a.id}`, {
        location_id: salon.locationId,
        services: [
          line({
            team_member_id: salon.memberIds[4],
            start_at: "2031-03-03T11:00:00Z",
          }),
        ],
      }),
      200,
    );
    expect(moved).toMatchObject({
      reference: a.reference,
      client_id: client.id,
    });
    for (const body of [
      { status: "confirmed" },
      { status: "cancelled", cancellation_reason_id: reasonId, note: "Ill" },
    ]) {
      const changed = await sameAsRead(
        await call("POST", `appointments/${a.id}/status`, body),
        200,
      );
      expect(changed.status).toBe(body.status);
    }
  });
});

describe("the booking statement", () => {
  it("stores nothing, and takes no number, for a client that does not exist", async () => {
    const before = await book({
      services: [line({ team_member_id: salon.memberIds[5] })],
    });
    const res = await book({
      client_id: 999_999_999,
      services: [
        line({
          team_member_id: salon.memberIds[5],
          start_at: "2031-03-03T12:00:00Z",
        }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      client_id: "The selected client does not exist.",
    });
    const after = await book({
      services: [
        line({
          team_member_id: salon.memberIds[5],
          start_at: "2031-03-03T12:00:00Z",
        }),
      ],
    });
    const n = (r: typeof before) => Number(r.json().reference.slice(2));
    expect(n(after)).toBe(n(before) + 1);
  });

  it("creates no client when the booking is refused", async () => {
    const at = line({
      team_member_id: salon.memberIds[6],
      start_at: "2031-03-05T09:00:00Z",
    });
    expect((await book({ services: [at] })).statusCode).toBe(201);
    const held = await t.app.db.$count(clients);
    const res = await book({
      new_client: { first_name: "Nobody" },
      services: [at],
    });
    expect(res.statusCode).toBe(409);
    expect(await t.app.db.$count(clients)).toBe(held);
  });

  it("gives concurrent bookings consecutive references", async () => {
    const answers = await Promise.all(
      [6, 7, 8, 9, 10, 11].map((i) =>
        book({ services: [line({ team_member_id: salon.memberIds[i] })] }),
      ),
    );
    const numbers = answers
      .map((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return Number(r.json().reference.slice(2));
      })
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
  });

  it("notifies with the same text publishCalendarChange sends", async () => {
    const listener = new pg.Client({
      connectionString: databaseUrl(),
    });
    await listener.connect();
    const got: string[] = [];
    listener.on("notification", (n) => got.push(n.payload ?? ""));
    await listener.query("listen calendar_changes");
    try {
      const a = await sameAsRead(
        await book({
          services: [
            line({
              team_member_id: salon.memberIds[6],
              start_at: "2031-03-04T09:00:00Z",
            }),
          ],
        }),
      );
      await expect.poll(() => got.length).toBeGreaterThan(0);
      expect(got).toEqual([
        JSON.stringify({
          merchant_id: merchantId,
          appointment_id: a.id,
          location_id: salon.locationId,
          action: "created",
          start_at: "2031-03-04T09:00:00Z",
          end_at: "2031-03-04T10:00:00Z",
        }),
      ]);
    } finally {
      await listener.end();
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { hideContacts } from "../../../server/src/lib/contactAccess";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * Clients' contact details in the calendar's data (issue 28): lists and
 * exports of appointments carry them only for users who may open clients
 * (the owner, staff with service 3); the single appointment keeps them for
 * everyone with the calendar.
 */
let t: TestApp;
let owner: TestUser;
let calendarOnly: TestUser;
let withClients: TestUser;
let salon: Salon;
let booked: number;
let clientId: number;

const EMAIL = "olivia.stone@example.com";
const MOBILE = "+447400123456";
const range = encodeURIComponent(
  JSON.stringify({ from: "2030-10-07T00:00:00Z", to: "2030-10-08T00:00:00Z" }),
);

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id);
  calendarOnly = await createStaff(t.app, m.merchant.id, [2]);
  withClients = await createStaff(t.app, m.merchant.id, [2, 3]);
  const client = await createClient(t.app, m.merchant.id, {
    first_name: "Olivia",
    last_name: "Stone",
    email: EMAIL,
    mobile: MOBILE,
    notes: "Allergic to latex",
  });
  clientId = client.id;
  const res = await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/appointments",
    payload: {
      location_id: salon.locationId,
      client_id: client.id,
      services: [
        {
          service_id: salon.serviceId,
          team_member_id: salon.memberIds[0],
          start_at: "2030-10-07T09:00:00Z",
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  booked = res.json().id;
});

const get = (who: TestUser, url: string) =>
  t.injectAs(who.token, {
    method: "GET",
    url: who.role === 2 ? `merchant/${url}` : url,
  });

describe("appointment lists and exports", () => {
  it("give a calendar-only user the client's name without e-mail or mobile", async () => {
    const list = await get(calendarOnly, `appointments?filter=${range}`);
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json();
    expect(row.client).toEqual({
      id: expect.any(Number),
      first_name: "Olivia",
      last_name: "Stone",
      email: null,
      mobile: null,
    });
    const csv = await get(calendarOnly, `appointments/export?filter=${range}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("Olivia");
    expect(csv.body).not.toContain(EMAIL);
    expect(csv.body).not.toContain(MOBILE);
    expect(csv.body).not.toMatch(/"mobile"|"email"/);
  });

  it("give the owner and staff who may open clients the contacts", async () => {
    for (const who of [owner, withClients]) {
      const list = await get(who, `appointments?filter=${range}`);
      expect(list.json()[0].client).toMatchObject({
        email: EMAIL,
        mobile: MOBILE,
      });
      const csv = await get(who, `appointments/export?filter=${range}`);
      expect(csv.body).toContain(EMAIL);
      expect(csv.body).toContain(MOBILE);
    }
  });

  it("never serve one user's kept list answer to a user who may not see its contacts", async () => {
    // One URL, first asked by staff who may open clients (kept with
    // contacts), then by the calendar-only user, then again.
    const url = `/wellness/appointments?filter=${range}&sort=${encodeURIComponent('["start_at","ASC"]')}`;
    const email = async (who: TestUser) =>
      (await t.injectAs(who.token, { method: "GET", url })).json()[0].client
        .email;
    expect(await email(withClients)).toBe(EMAIL);
    expect(await email(calendarOnly)).toBe(null);
    const again = await t.injectAs(withClients.token, { method: "GET", url });
    expect(again.json()[0].client.mobile).toBe(MOBILE);
  });
});

describe("the calendar's entries of a day", () => {
  it("carry the contacts only for users who may open clients, each user's kept answer apart", async () => {
    const url = `calendar/entries?location_id=${salon.locationId}&from=2030-10-07&to=2030-10-07`;
    const client = async (who: TestUser) => {
      const res = await get(who, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().appointments[0].client;
    };
    expect(await client(withClients)).toMatchObject({
      email: EMAIL,
      mobile: MOBILE,
    });
    expect(await client(calendarOnly)).toMatchObject({
      first_name: "Olivia",
      email: null,
      mobile: null,
    });
    expect(await client(owner)).toMatchObject({ email: EMAIL });
    expect(await client(withClients)).toMatchObject({ mobile: MOBILE });
  });
});

describe("the single appointment", () => {
  it("keeps the client's contacts for a calendar-only user (the calendar's details)", async () => {
    const one = await get(calendarOnly, `appointments/${booked}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().client).toMatchObject({ email: EMAIL, mobile: MOBILE });
  });
});

describe("the calendar's client summary (the appointment panel)", () => {
  const pastVisit = async (day: string, status: string) => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/appointments",
      payload: {
        location_id: salon.locationId,
        client_id: clientId,
        services: [
          {
            service_id: salon.serviceId,
            team_member_id: salon.memberIds[0],
            start_at: `${day}T09:00:00Z`,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const changed = await t.injectAs(owner.token, {
      method: "POST",
      url: `merchant/appointments/${res.json().id}/status`,
      payload: { status },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  };

  it("counts no-shows and the last visit, with contacts only for users who may open clients", async () => {
    await pastVisit("2025-03-03", "completed");
    await pastVisit("2025-03-10", "no_show");
    await pastVisit("2025-03-17", "no_show");
    const url = `calendar/clients/${clientId}/summary`;
    const summary = async (who: TestUser) => {
      const res = await get(who, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const full = {
      id: clientId,
      first_name: "Olivia",
      notes: "Allergic to latex",
      blocked_online: false,
      last_visit: "2025-03-03T09:00:00Z",
      no_shows: 2,
      late_cancellations: 0,
    };
    expect(await summary(withClients)).toMatchObject({
      ...full,
      email: EMAIL,
      mobile: MOBILE,
    });
    expect(await summary(owner)).toMatchObject({ mobile: MOBILE });
    expect(await summary(calendarOnly)).toMatchObject({
      ...full,
      email: null,
      mobile: null,
    });
    const other = await createMerchant(t.app);
    const foreign = await t.injectAs(other.owner.token, {
      url: `merchant/${url}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("hideContacts", () => {
  it("empties or drops columns and nested fields, and leaves rows without them alone", () => {
    const rows = [
      { id: 1, recipient_email: "a@b.c", client: { id: 2, email: "x@y.z" } },
      { id: 3, recipient_email: null, client: null },
    ];
    const fields = ["recipient_email", "client.email"];
    expect(hideContacts(rows, fields)).toEqual([
      { id: 1, recipient_email: null, client: { id: 2, email: null } },
      { id: 3, recipient_email: null, client: null },
    ]);
    expect(hideContacts(rows, fields, { drop: true })).toEqual([
      { id: 1, client: { id: 2 } },
      { id: 3, client: null },
    ]);
    // The rows given are not changed.
    expect(rows[0].client).toEqual({ id: 2, email: "x@y.z" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { clients } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createStaff } from "../../support/builders";
import {
  bookAll,
  csvObjects,
  parseCsv,
  report,
  reportCall,
} from "../../support/reports";
import {
  MARCH,
  marchBusiness,
  type Fixture,
  type MarchBusiness,
} from "../../support/reportFixtures";

/**
 * The client reports (DOMAIN §5.8) on the hand-built March 2026 business,
 * plus one appointment a week from now for Ben: the client list with its
 * visit aggregates, filters and contact rule, its CSV export made safe for
 * spreadsheets, and client retention from appointments only.
 */

let t: TestApp;
let b: MarchBusiness;
let upcoming: Fixture;
const DAY = 86_400_000;
/** Today on the business's clock (createMerchant: Europe/London). */
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(),
  );

beforeAll(async () => {
  t = await buildTestApp();
  b = await marchBusiness(t);
  const start = new Date(
    Math.ceil(Date.now() / DAY) * DAY + 7 * DAY + 10 * 3_600_000,
  );
  upcoming = {
    ref: "U1",
    day: start.toISOString().slice(0, 10),
    appointment: {
      locationId: b.london.locationId,
      clientId: b.ben,
      status: "confirmed",
      services: [
        {
          serviceId: b.london.serviceId,
          pricingOptionId: b.london.pricingOptionId,
          start: start.toISOString(),
          minutes: 60,
          memberId: b.london.memberIds[0],
          price: 5000,
        },
      ],
    },
  };
  await bookAll(t.app, b.merchantId, [upcoming.appointment]);
  // Names a spreadsheet would run as formulas, and contact details.
  await t.app.db
    .update(clients)
    .set({
      last_name: '=HYPERLINK("http://x")',
      email: "@ada@example.com",
      mobile: "+447700900001",
      gender: "female",
    })
    .where(eq(clients.id, b.ada));
  await t.app.db
    .update(clients)
    .set({ first_name: "-Ben", mobile: "+447700900002", gender: "male" })
    .where(eq(clients.id, b.ben));
  await t.app.db
    .update(clients)
    .set({ first_name: "=1+2" })
    .where(eq(clients.id, b.cleo));
});

const mine = (rows: Record<string, unknown>[]) =>
  Object.fromEntries(
    rows
      .filter((r) => [b.ada, b.ben, b.cleo].includes(Number(r.id)))
      .map((r) => [
        r.id === b.ada ? "ada" : r.id === b.ben ? "ben" : "cleo",
        r,
      ]),
  );

describe("client-list", () => {
  it("adds each client's visits, no-shows and late cancellations from their appointments", async () => {
    const body = await report(t, b.owner.token, "client-list", { limit: 500 });
    const rows = mine(body.rows);
    // Visits are completed appointments; first and last on their local dates.
    expect(rows.ada).toMatchObject({
      visits: 2,
      first_visit: "2026-02-28",
      last_visit: "2026-03-10",
      no_shows: 0,
      late_cancels: 1,
      total_sales: 0,
      balance_due: 0,
      gender: "female",
      mobile: "+447700900001",
      added_on: today(),
    });
    expect(rows.ben).toMatchObject({
      visits: 2,
      first_visit: "2026-03-28",
      last_visit: "2026-03-29",
      no_shows: 1,
      late_cancels: 0,
    });
    expect(rows.cleo).toMatchObject({
      visits: 0,
      first_visit: null,
      last_visit: null,
    });
    expect(body.basis).toBe("client_added");
    expect(body.total).toBe(body.rows.length);
  });

  it("filters by last visit, upcoming appointment, location visited, gender and date added", async () => {
    const ids = async (q: Record<string, string | number>) =>
      Object.keys(
        mine(
          (await report(t, b.owner.token, "client-list", { ...q, limit: 500 }))
            .rows,
        ),
      ).sort();
    expect(
      await ids({ last_visit_from: "2026-03-15", last_visit_to: "2026-03-31" }),
    ).toEqual(["ben"]);
    expect(await ids({ upcoming: "true" })).toEqual(["ben"]);
    expect(await ids({ upcoming: "false" })).toEqual(["ada", "cleo"]);
    expect(await ids({ location_id: b.ny.locationId })).toEqual(["ada", "ben"]);
    expect(await ids({ gender: "male" })).toEqual(["ben"]);
    expect(await ids({ added_from: today(), added_to: today() })).toEqual([
      "ada",
      "ben",
      "cleo",
    ]);
    expect(
      await ids({ added_from: "2020-01-01", added_to: "2020-12-31" }),
    ).toEqual([]);
  });

  it("answers 422 with the field for a bad date or a reversed range of its own filters", async () => {
    const bad = await reportCall(t, b.owner.token, "client-list", {
      added_from: "2026-02-30",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.added_from).toMatch(/YYYY-MM-DD/);
    const reversed = await reportCall(t, b.owner.token, "client-list", {
      last_visit_from: "2026-03-10",
      last_visit_to: "2026-03-01",
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.last_visit_to).toMatch(/on or after/);
  });

  it("shows mobile and e-mail only to users who may open clients, on screen and in the export", async () => {
    const reportsOnly = await createStaff(t.app, b.merchantId, [11]);
    const body = await report(t, reportsOnly.token, "client-list", {}, "");
    expect(body.columns.map((c) => c.key)).not.toContain("email");
    expect(JSON.stringify(body.rows)).not.toContain("+447700900001");
    const csv = await reportCall(
      t,
      reportsOnly.token,
      "client-list",
      {},
      "",
      "/export",
    );
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)[0]).not.toContain("mobile");
    expect(csv.body).not.toContain("+447700900001");
    const withClients = await createStaff(t.app, b.merchantId, [11, 3]);
    const full = await reportCall(
      t,
      withClients.token,
      "client-list",
      {},
      "",
      "/export",
    );
    expect(parseCsv(full.body)[0]).toContain("mobile");
    const other = await createStaff(t.app, b.merchantId, [3, 10]);
    expect(
      (await reportCall(t, other.token, "client-list", {}, "")).statusCode,
    ).toBe(403);
    expect(
      (await reportCall(t, other.token, "client-list", {}, "", "/export"))
        .statusCode,
    ).toBe(403);
  });

  it("exports every row as spreadsheet-safe CSV: = + - @ neutralised, numbers and amounts as they are", async () => {
    const res = await reportCall(
      t,
      b.owner.token,
      "client-list",
      { sort: "client_name" },
      "merchant/",
      "/export",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="client-list-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = csvObjects(res.body);
    const ada = rows.find((r) => r.client_name.includes("HYPERLINK"))!;
    // Text that does not start with = + - @ stays as typed.
    expect(ada.client_name).toBe('Ada =HYPERLINK("http://x")');
    expect(ada.email).toBe("'@ada@example.com");
    expect(ada.mobile).toBe("'+447700900001");
    expect(ada.total_sales).toBe("0.00");
    expect(ada.visits).toBe("2");
    expect(ada.marketing_email_opt_in).toBe("false");
    const ben = rows.find((r) => r.mobile === "'+447700900002")!;
    expect(ben.client_name).toBe("'-Ben Okafor");
    expect(rows.some((r) => r.client_name === "'=1+2 Nakamura")).toBe(true);
    const screen = await report(t, b.owner.token, "client-list", {
      limit: 500,
    });
    expect(rows.length).toBe(screen.total);
  });
});

describe("client-retention", () => {
  /** The model: visits = completed fixtures with a client, by their hand-written day. */
  function model(key: (f: Fixture) => number) {
    const all = [...b.fixtures, upcoming];
    const visits = all.filter((f) => f.appointment.status === "completed");
    const inRange = visits.filter(
      (f) => f.day >= MARCH.from && f.day <= MARCH.to,
    );
    const clientsOf = (list: Fixture[]) => [
      ...new Set(
        list.map((f) => f.appointment.clientId).filter((c): c is number => !!c),
      ),
    ];
    const lastStart = (c: number) =>
      Math.max(
        ...inRange
          .filter((f) => f.appointment.clientId === c)
          .map((f) => Date.parse(f.appointment.services[0].start)),
      );
    const returning = (c: number) =>
      visits.some((f) => f.appointment.clientId === c && f.day < MARCH.from);
    const rebooked = (c: number) =>
      all.some(
        (f) =>
          f.appointment.clientId === c &&
          f.appointment.status !== "cancelled" &&
          Date.parse(f.appointment.services[0].start) > lastStart(c),
      );
    const measure = (list: Fixture[]) => {
      const seen = clientsOf(list);
      return {
        clients_seen: seen.length,
        returning: seen.filter(returning).length,
        new: seen.filter((c) => !returning(c)).length,
        rebooked: seen.filter(rebooked).length,
        walk_ins: list.filter((f) => !f.appointment.clientId).length,
      };
    };
    const groups = [...new Set(inRange.map(key))];
    return {
      groups: Object.fromEntries(
        groups.map((g) => [g, measure(inRange.filter((f) => key(f) === g))]),
      ),
      totals: measure(inRange),
    };
  }

  it("counts clients seen, new, returning, rebooked and walk-ins per location, each client once", async () => {
    const body = await report(t, b.owner.token, "client-retention", MARCH);
    const expected = model((f) => f.appointment.locationId);
    expect(
      Object.fromEntries(
        body.rows.map(
          ({
            group_id,
            group: _g,
            rebooked_pct: _r,
            returning_pct: _p,
            ...r
          }) => [group_id, r],
        ),
      ),
    ).toEqual(expected.groups);
    expect(body.totals).toMatchObject(expected.totals);
    expect(body.totals.returning_pct).toBe(
      Math.round(
        (expected.totals.returning / expected.totals.clients_seen) * 10000,
      ) / 100,
    );
    expect(body.basis).toBe("appointment_start");
  });

  it("groups by team member", async () => {
    const body = await report(t, b.owner.token, "client-retention", {
      ...MARCH,
      group_by: "team_member",
    });
    const expected = model((f) => f.appointment.services[0].memberId);
    expect(
      Object.fromEntries(
        body.rows.map(
          ({
            group_id,
            group: _g,
            rebooked_pct: _r,
            returning_pct: _p,
            ...r
          }) => [group_id, r],
        ),
      ),
    ).toEqual(expected.groups);
  });

  it("lists clients seen in the range who lapsed past the window with nothing booked ahead", async () => {
    const body = await report(t, b.owner.token, "client-retention", {
      ...MARCH,
      view: "list",
      window: "90",
    });
    const ids = body.rows.map((r) => r.client_id);
    expect(ids).toContain(b.ada);
    expect(ids).not.toContain(b.ben); // booked a week from now
    const ada = body.rows.find((r) => r.client_id === b.ada)!;
    expect(ada).toMatchObject({
      last_visit: "2026-03-10",
      last_team_member: "Anna Berg",
      total_sales: 0,
    });
    expect(ada.days_since).toBe(
      Math.round(
        (Date.parse(`${today()}T00:00:00Z`) -
          Date.parse("2026-03-10T00:00:00Z")) /
          DAY,
      ),
    );
    const bad = await reportCall(t, b.owner.token, "client-retention", {
      ...MARCH,
      view: "list",
      window: "45",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/30, 60 or 90/);
  });
});

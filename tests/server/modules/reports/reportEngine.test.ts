import { beforeAll, describe, expect, it } from "vitest";
import { localTime } from "../../../../server/src/modules/calendar/zonedTime";
import { REPORTS } from "../../../../server/src/modules/reports/registry";
import {
  lastAllowedDate,
  thisMonth,
} from "../../../../server/src/modules/reports/query";
import {
  localInstantText,
  moneyText,
} from "../../../../server/src/modules/reports/csvExport";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { expectErrorShape } from "../../support/resourceHelpers";
import { reportCall } from "../../support/reports";

/**
 * The report engine's contract, the same for every report: the role
 * prefixes and service ids of DOMAIN §2, the default range (this month on
 * the business's clock), and a clear 422 for every bad date, range, filter,
 * sort or page.
 */

let t: TestApp;
let owner: TestUser;
let merchantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
});

describe("every report", () => {
  // The main dashboard (service 0, every user) has its own test (mainDashboard.test.ts).
  it.each(
    REPORTS.filter((r) => r.serviceId > 0).map(
      (r) => [r.name, r.serviceId, r.defaultRange] as const,
    ),
  )(
    "%s: the owner under merchant/, staff with service %i without a prefix, others 403",
    async (name, serviceId, defaultRange) => {
      const own = await reportCall(t, owner.token, name);
      expect(own.statusCode, own.body).toBe(200);
      const body = own.json();
      expect(body).toMatchObject({
        report: name,
        rows: expect.any(Array),
        totals: expect.any(Object),
        basis: expect.any(String),
      });
      // This month by default; daily sales: today.
      const month = thisMonth("Europe/London", new Date());
      const today = localTime("Europe/London", Date.now()).date;
      expect({ from: body.from, to: body.to }).toEqual(
        defaultRange === "today" ? { from: today, to: today } : month,
      );
      const granted = await createStaff(t.app, merchantId, [serviceId]);
      expect(
        (await reportCall(t, granted.token, name, {}, "")).statusCode,
      ).toBe(200);
      const csv = await reportCall(t, granted.token, name, {}, "", "/export");
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      const others = await createStaff(
        t.app,
        merchantId,
        [2, 3, 5, 7, 8, 9, 10, 11, 12, 13].filter((s) => s !== serviceId),
      );
      for (const path of ["", "/export"]) {
        const refused = await reportCall(t, others.token, name, {}, "", path);
        expect(refused.statusCode).toBe(403);
        expectErrorShape(refused.json());
      }
      // Staff do not read under merchant/.
      expect((await reportCall(t, granted.token, name)).statusCode).toBe(403);
      expect(
        (await reportCall(t, null as unknown as string, name)).statusCode,
      ).toBe(401);
    },
  );
});

describe("the query", () => {
  const problem = async (
    q: Record<string, string>,
    report = "appointments-list",
  ) => {
    const res = await reportCall(t, owner.token, report, q);
    expect(res.statusCode, res.body).toBe(422);
    expectErrorShape(res.json());
    return res.json() as { message: string; errors: Record<string, string> };
  };

  it("refuses a date that is not a calendar date, naming the field", async () => {
    expect(
      (await problem({ from: "2026-02-30", to: "2026-03-31" })).errors.from,
    ).toMatch(/YYYY-MM-DD/);
    expect(
      (await problem({ from: "2026-03-01", to: "31/03/2026" })).errors.to,
    ).toMatch(/YYYY-MM-DD/);
  });

  it("wants both dates or neither, the end not before the start", async () => {
    expect((await problem({ from: "2026-03-01" })).errors.to).toMatch(
      /both dates/,
    );
    expect((await problem({ to: "2026-03-01" })).errors.from).toMatch(
      /both dates/,
    );
    expect(
      (await problem({ from: "2026-03-10", to: "2026-03-09" })).message,
    ).toMatch(/on or after the start date/);
  });

  it("answers at most 3 years and says up to which date", async () => {
    const ok = await reportCall(t, owner.token, "appointments-list", {
      from: "2024-03-01",
      to: "2027-02-28",
    });
    expect(ok.statusCode).toBe(200);
    const { message } = await problem({ from: "2024-03-01", to: "2027-03-01" });
    expect(message).toBe(
      "A report covers at most 3 years: choose an end date on or before 2027-02-28, or a later start date.",
    );
    expect(lastAllowedDate("2024-02-29")).toBe("2027-02-28");
  });

  it("refuses an unknown filter, a bad filter value, sort, order, page or location with the field", async () => {
    expect((await problem({ colour: "red" })).errors.colour).toMatch(
      /no filter "colour"/,
    );
    expect((await problem({ status: "lost" })).errors.status).toMatch(
      /one of: booked/,
    );
    expect(
      (await problem({ team_member_id: "abc" })).errors.team_member_id,
    ).toMatch(/whole number/);
    expect((await problem({ sort: "password" })).errors.sort).toMatch(
      /Sort by one of/,
    );
    expect((await problem({ order: "sideways" })).errors.order).toMatch(/asc/);
    expect((await problem({ limit: "501" })).errors.limit).toMatch(/1 to 500/);
    expect((await problem({ offset: "-1" })).errors.offset).toBeDefined();
    expect((await problem({ location_id: "x" })).errors.location_id).toMatch(
      /whole number/,
    );
    expect(
      (await problem({ group_by: "colour" }, "appointments-summary")).errors
        .group_by,
    ).toMatch(/team_member/);
  });

  it("sees no other business's rows", async () => {
    const other = await createMerchant(t.app);
    const res = await reportCall(t, other.owner.token, "client-list", {
      limit: "500",
    });
    const ids = (res.json().rows as { id: number }[]).map((r) => r.id);
    const mine = await reportCall(t, owner.token, "client-list", {
      limit: "500",
    });
    for (const r of mine.json().rows as { id: number }[])
      expect(ids).not.toContain(r.id);
  });
});

describe("CSV values", () => {
  it("writes amounts in major units exactly, and instants on their zone's clock", () => {
    expect(moneyText(123456, 2)).toBe("1234.56");
    expect(moneyText(-5, 2)).toBe("-0.05");
    expect(moneyText(1500, 0)).toBe("1500");
    expect(moneyText(1, 3)).toBe("0.001");
    expect(localInstantText("2026-10-25T00:30:00Z", "Europe/London")).toBe(
      "2026-10-25T01:30:00+01:00",
    );
    expect(localInstantText("2026-10-25T01:30:00Z", "Europe/London")).toBe(
      "2026-10-25T01:30:00+00:00",
    );
    expect(localInstantText("2026-03-08T06:30:00Z", "America/New_York")).toBe(
      "2026-03-08T01:30:00-05:00",
    );
  });
});

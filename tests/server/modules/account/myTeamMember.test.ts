import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import {
  invoiceSequences,
  locations,
  services,
  serviceTeamMembers,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
} from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";

const ALL_DAY = [{ start: "00:00", end: "24:00" }];
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, ALL_DAY]),
);
const today = () => new Date().toISOString().slice(0, 10);

/** A location open all week where the member works 09:00–17:00 every day, and one service they perform. */
async function linkMember(
  t: TestApp,
  merchantId: number,
  memberId: number,
  serviceId: number,
) {
  const db = t.app.db;
  const merchant_id = merchantId;
  const [sequence] = await db
    .insert(invoiceSequences)
    .values({ merchant_id, name: `Main ${memberId}`, prefix: `M${memberId}-` })
    .returning();
  const [location] = await db
    .insert(locations)
    .values({
      merchant_id,
      name: `Studio ${memberId}`,
      address_line1: "1 High Street",
      city: "London",
      timezone: "Europe/London",
      opening_hours: EVERY_DAY,
      invoice_sequence_id: sequence.id,
    })
    .returning();
  await db.insert(teamMemberLocations).values({
    merchant_id,
    team_member_id: memberId,
    location_id: location.id,
  });
  const [service] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.id, serviceId));
  await db
    .insert(serviceTeamMembers)
    .values({ merchant_id, team_member_id: memberId, service_id: service.id });
  const day = [{ start: "09:00", end: "17:00" }];
  await db.insert(shiftPatterns).values({
    merchant_id,
    team_member_id: memberId,
    location_id: location.id,
    start_date: today(),
    weeks: [
      Object.fromEntries(
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, day]),
      ),
    ],
  } as never);
  return { location, service };
}

describe("GET me/team-member (the signed-in user's own profile)", () => {
  let t: TestApp;
  let staff: TestUser;
  let colleague: TestUser;
  let owner: TestUser;
  let otherStaff: TestUser;
  let linked: Awaited<ReturnType<typeof linkMember>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const m = await createMerchant(t.app);
    owner = m.owner;
    // No permission at all, not even team members (service 16).
    staff = await createStaff(t.app, m.merchant.id, []);
    colleague = await createStaff(t.app, m.merchant.id, [16]);
    linked = await linkMember(
      t,
      m.merchant.id,
      staff.teamMemberId!,
      m.fixtures.service!,
    );
    const other = await createMerchant(t.app);
    otherStaff = await createStaff(t.app, other.merchant.id, []);
  });

  const get = (user: TestUser | null, url = "me/team-member") =>
    t.injectAs(user?.token ?? null, { method: "GET", url });

  it("answers a staff member without permissions their own member: contact, locations, services and upcoming shifts", async () => {
    const res = await get(staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: staff.teamMemberId,
      first_name: "Staff",
      email: staff.email,
      locations: [{ id: linked.location.id, name: linked.location.name }],
      services: [{ id: linked.service.id, name: linked.service.name }],
    });
    // 09:00–17:00 London every day for two weeks; today's may be over already.
    expect(body.shifts.length).toBeGreaterThanOrEqual(13);
    expect(body.shifts[0]).toMatchObject({
      location_id: linked.location.id,
      time_zone: "Europe/London",
    });
    expect(
      body.shifts.every(
        (s: { end_at: string }) => Date.parse(s.end_at) > Date.now(),
      ),
    ).toBe(true);
  });

  it("answers each user their own member only, never a colleague's or another business's", async () => {
    const mine = (await get(colleague)).json();
    expect(mine.id).toBe(colleague.teamMemberId);
    expect(mine.locations).toEqual([]);
    expect(mine.shifts).toEqual([]);
    const theirs = (await get(otherStaff)).json();
    expect(theirs.id).toBe(otherStaff.teamMemberId);
    // The query string cannot pick another member.
    const asked = await get(
      otherStaff,
      `me/team-member?id=${staff.teamMemberId}`,
    );
    expect(asked.json().id).toBe(otherStaff.teamMemberId);
  });

  it("answers 404 when the member is archived", async () => {
    const m = await createMerchant(t.app);
    const gone = await createStaff(t.app, m.merchant.id, []);
    await t.app.db
      .update(teamMembers)
      .set({ archived_at: new Date().toISOString() } as never)
      .where(eq(teamMembers.id, gone.teamMemberId!));
    expect((await get(gone)).statusCode).toBe(404);
  });

  it("serves the owner under merchant/ (404 when the owner has no member) and refuses the owner's token on the staff path", async () => {
    const res = await get(owner, "merchant/me/team-member");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      "Your login is not linked to a team member.",
    );
    expect((await get(owner)).statusCode).toBe(403);
    expect((await get(staff, "merchant/me/team-member")).statusCode).toBe(403);
  });

  it("refuses a call without a token with 401", async () => {
    expect((await get(null)).statusCode).toBe(401);
  });
});

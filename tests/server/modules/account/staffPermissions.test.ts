import { describe, it, expect, beforeAll } from "vitest";
import { and, eq } from "drizzle-orm";
import { staffPermissions } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";

describe("GET staff/permissions", () => {
  let t: TestApp;
  let staff: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const m = await createMerchant(t.app);
    owner = m.owner;
    staff = await createStaff(t.app, m.merchant.id, [16, 3, 5]);
    // One grant switched off: it is still answered, as stored.
    await t.app.db
      .update(staffPermissions)
      .set({ permission_status: 0 })
      .where(
        and(
          eq(staffPermissions.user_id, staff.id),
          eq(staffPermissions.service_id, 5),
        ),
      );
    // Other users' rows, in the same merchant and in another one, must not leak.
    await createStaff(t.app, m.merchant.id, [2, 3, 4], 1);
    const other = await createMerchant(t.app);
    await createStaff(t.app, other.merchant.id, [7, 8], 0);
  });

  const get = (token: string | null) =>
    t.injectAs(token, { method: "GET", url: "staff/permissions" });

  it("answers only the caller's rows, including those with status 0", async () => {
    const res = await get(staff.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    const sorted = [...body.data].sort((a, b) => a.service_id - b.service_id);
    expect(sorted).toEqual([
      { service_id: 3, permission_status: 1 },
      { service_id: 5, permission_status: 0 },
      { service_id: 16, permission_status: 1 },
    ]);
  });

  it("answers an empty list for staff without rows", async () => {
    const { merchant } = await createMerchant(t.app);
    const bare = await createStaff(t.app, merchant.id, []);
    const res = await get(bare.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, data: [] });
  });

  it("answers rows that are all switched off", async () => {
    const { merchant } = await createMerchant(t.app);
    const off = await createStaff(t.app, merchant.id, [9], 0);
    expect((await get(off.token)).json()).toEqual({
      status: 1,
      data: [{ service_id: 9, permission_status: 0 }],
    });
  });

  it("refuses the merchant owner with 403", async () => {
    const res = await get(owner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });
  });

  it("refuses a call without a token with 401", async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });
  });
});

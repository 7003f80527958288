import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { passwordResets, users } from "../../../../server/src/db/schema";
import { newResetToken } from "../../../../server/src/modules/auth/tokens";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import type { Json } from "../../support/resourceHelpers";

/** Staff logins end with the member: archiving, password and e-mail changes. */
const MEMBER_PASSWORD = "Member-pass#2026";
let t: TestApp;
let owner: TestUser;
let location: number;
let n = 0;
const email = () => `secure-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  location = m.fixtures.location;
});

const login = (mail: string, password = MEMBER_PASSWORD) =>
  t.injectAs(null, {
    method: "POST",
    url: "auth/login",
    payload: { email: mail, password },
  });
const loginRow = async (memberId: number) =>
  (
    await t.app.db
      .select()
      .from(users)
      .where(eq(users.team_member_id, memberId))
  )[0];
const signedIn = async (token: string) =>
  (await t.injectAs(token, { method: "GET", url: "staff/permissions" }))
    .statusCode;

async function memberWithLogin() {
  const mail = email();
  const res = await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/team-members",
    payload: {
      first_name: "Mia",
      email: mail,
      location_ids: [location],
      login_enabled: true,
      password: MEMBER_PASSWORD,
      permissions: [3],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const signIn = await login(mail);
  expect(signIn.statusCode, signIn.body).toBe(200);
  return {
    member: res.json() as Json & { id: number },
    mail,
    token: signIn.json().data as string,
  };
}

describe("archiving a team member who has a staff login", () => {
  it("disables the login and ends its tokens when a delete archives the member", async () => {
    const { member, mail, token } = await memberWithLogin();
    expect(await signedIn(token)).toBe(200);
    // Time off refers to the member, so the delete archives instead.
    const off = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/time-off",
      payload: {
        team_member_id: member.id,
        start_at: "2026-05-04T09:00:00Z",
        end_at: "2026-05-04T17:00:00Z",
        type: "training",
      },
    });
    expect(off.statusCode, off.body).toBe(201);
    const del = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().archived_at).toEqual(expect.any(String));
    expect(del.json()).toMatchObject({ has_login: true, login_enabled: false });
    expect((await loginRow(member.id)).disabled_at).not.toBeNull();
    expect(await signedIn(token)).toBe(401);
    expect((await login(mail)).statusCode).toBe(401);
  });

  it("keeps the login off when the member is restored, until the owner turns it on", async () => {
    const { member, mail } = await memberWithLogin();
    await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/time-off",
      payload: {
        team_member_id: member.id,
        start_at: "2026-06-04T09:00:00Z",
        end_at: "2026-06-04T17:00:00Z",
        type: "training",
      },
    });
    await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    const early = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { login_enabled: true },
    });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().errors).toHaveProperty("login_enabled");
    const restored = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { archived_at: null },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      archived_at: null,
      login_enabled: false,
    });
    expect((await login(mail)).statusCode).toBe(401);
    const on = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { login_enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await login(mail)).statusCode).toBe(200);
  });
});

/** An outstanding reset link of the user, as forgotPassword would have mailed it. */
async function pendingReset(userId: number) {
  const { token, hash } = newResetToken();
  await t.app.db.insert(passwordResets).values({
    user_id: userId,
    token_hash: hash,
    expires_at: sql`now() + interval '30 minutes'`,
  });
  return token;
}
const RESET_PASSWORD = "Reset-pass#2026xy";
const redeemReset = (token: string) =>
  t.injectAs(null, {
    method: "POST",
    url: "auth/resetPassword",
    payload: {
      token,
      password: RESET_PASSWORD,
      confirm_password: RESET_PASSWORD,
    },
  });

describe("reset links end with any change of password or login e-mail", () => {
  it("when the owner sets a staff password", async () => {
    const { member } = await memberWithLogin();
    const token = await pendingReset((await loginRow(member.id)).id);
    const res = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { password: "Owner-set#2026pw" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await redeemReset(token)).statusCode).toBe(422);
  });

  it("when the owner changes the login e-mail", async () => {
    const { member } = await memberWithLogin();
    const token = await pendingReset((await loginRow(member.id)).id);
    const res = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { email: email() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await redeemReset(token)).statusCode).toBe(422);
  });

  it("when the owner disables the login", async () => {
    const { member } = await memberWithLogin();
    const token = await pendingReset((await loginRow(member.id)).id);
    await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { login_enabled: false },
    });
    expect((await redeemReset(token)).statusCode).toBe(422);
  });

  it("when a delete archives the member", async () => {
    const { member } = await memberWithLogin();
    const token = await pendingReset((await loginRow(member.id)).id);
    await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/time-off",
      payload: {
        team_member_id: member.id,
        start_at: "2026-07-04T09:00:00Z",
        end_at: "2026-07-04T17:00:00Z",
        type: "training",
      },
    });
    const del = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    expect(del.json().archived_at).toEqual(expect.any(String));
    expect((await redeemReset(token)).statusCode).toBe(422);
  });

  it("but not when only the member's name changes", async () => {
    const { member } = await memberWithLogin();
    const token = await pendingReset((await loginRow(member.id)).id);
    await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/team-members/${member.id}`,
      payload: { last_name: "Renamed" },
    });
    expect((await redeemReset(token)).statusCode).toBe(200);
  });

  it("when a user changes their own password (owner and staff)", async () => {
    const staff = await createStaff(t.app, owner.merchantId, []);
    for (const [user, prefix] of [
      [staff, "staff"],
      [owner, "merchant"],
    ] as const) {
      const token = await pendingReset(user.id);
      const res = await t.injectAs(user.token, {
        method: "POST",
        url: `${prefix}/changePassword`,
        payload: {
          current_password: PASSWORD,
          new_password: "Changed-pass#2026",
          confirm_password: "Changed-pass#2026",
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await redeemReset(token)).statusCode, prefix).toBe(422);
    }
  });

  it("when a reset link is used: the other links of that user end too", async () => {
    const staff = await createStaff(t.app, owner.merchantId, []);
    const first = await pendingReset(staff.id);
    const second = await pendingReset(staff.id);
    expect((await redeemReset(first)).statusCode).toBe(200);
    expect((await redeemReset(second)).statusCode).toBe(422);
  });
});

describe("the login e-mail check is limited per user", () => {
  it("answers 429 after repeated checks of e-mails against every account", async () => {
    const other = await createMerchant(t.app);
    // Its own owner: an earlier test changed the shared owner's password.
    const prober = await createMerchant(t.app);
    const owner = prober.owner;
    const probe = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/team-members",
      payload: {
        first_name: "Probe",
        location_ids: [prober.fixtures.location],
      },
    });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.injectAs(owner.token, {
        method: "PUT",
        url: `merchant/team-members/${probe.json().id}`,
        payload: {
          email: i % 2 ? other.owner.email : `free-${i}-${email()}`,
          login_enabled: true,
          password: MEMBER_PASSWORD,
        },
      });
      codes.push(res.statusCode);
      // A free e-mail creates the login: turn it off again for the next probe.
      if (res.statusCode === 200)
        await t.app.db
          .delete(users)
          .where(eq(users.team_member_id, probe.json().id));
    }
    expect(codes).toContain(422);
    expect(codes.at(-1)).toBe(429);
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import {
  staffPermissions,
  teamMembers,
  users,
} from "../../../server/src/db/schema";
import { PASSWORD_MESSAGES } from "../../../server/src/lib/passwordRules";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { allKeys, type Json } from "../support/resourceHelpers";

const MEMBER_PASSWORD = "Member-pass#2026";
let t: TestApp;
let owner: TestUser;
let location: number;
let n = 0;
const email = () => `member-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  location = m.fixtures.location;
});

/** A member works at one location or more (DOMAIN §3.17): the fixture location unless given. */
const create = (payload: Json, token = owner.token) =>
  t.injectAs(token, {
    method: "POST",
    url: "merchant/team-members",
    payload: { location_ids: [location], ...payload },
  });
const update = (
  id: number,
  payload: Json,
  token = owner.token,
  prefix = "merchant/",
) =>
  t.injectAs(token, {
    method: "PUT",
    url: `${prefix}team-members/${id}`,
    payload,
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
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()) as Json;

function expectNoSecrets(body: unknown) {
  const keys = allKeys(body);
  for (const k of [
    "password",
    "password_hash",
    "token",
    "token_version",
    "merchant_id",
  ])
    expect(keys.has(k), k).toBe(false);
  expect(JSON.stringify(body)).not.toContain(MEMBER_PASSWORD);
}

async function memberWithLogin(permissions = [3, 4]) {
  const mail = email();
  const res = await create({
    first_name: "Mia",
    last_name: "Staff",
    email: mail,
    login_enabled: true,
    password: MEMBER_PASSWORD,
    permissions,
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

describe("staff logins of team members", () => {
  it("creates a member with a login and permissions; the response never holds the password", async () => {
    const mail = email();
    const res = await create({
      first_name: "Mia",
      email: mail,
      login_enabled: true,
      password: MEMBER_PASSWORD,
      permissions: [4, 3, 3],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      has_login: true,
      login_enabled: true,
      permissions: [3, 4],
      email: mail,
    });
    expectNoSecrets(res.json());
    const user = await loginRow(res.json().id);
    expect(user).toMatchObject({
      role: 3,
      email: mail,
      merchant_id: owner.merchantId,
      disabled_at: null,
    });
    expect(user.password_hash).not.toContain(MEMBER_PASSWORD);
    for (const r of [
      await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/team-members/${res.json().id}`,
      }),
      await t.injectAs(owner.token, {
        method: "GET",
        url: "merchant/team-members",
      }),
    ])
      expectNoSecrets(r.json());
  });

  it("lets that user sign in as role 3, see the two permissions, read clients but not team members", async () => {
    const { member, mail, token } = await memberWithLogin();
    expect(decode(token)).toMatchObject({
      role: 3,
      email: mail,
      merchant_id: owner.merchantId,
    });
    const perms = await t.injectAs(token, {
      method: "GET",
      url: "staff/permissions",
    });
    expect(perms.statusCode).toBe(200);
    expect(perms.json()).toEqual({
      status: 1,
      data: [
        { service_id: 3, permission_status: 1 },
        { service_id: 4, permission_status: 1 },
      ],
    });
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.injectAs(token, {
          method: "GET",
          url: "/wellness/team-members",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs(token, {
          method: "GET",
          url: `/wellness/team-members/${member.id}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs(token, { method: "GET", url: "merchant/clients" }))
        .statusCode,
    ).toBe(403);
  });

  it("needs a password to enable a login for the first time", async () => {
    for (const password of [undefined, null, ""]) {
      const res = await create({
        first_name: "Nopass",
        email: email(),
        login_enabled: true,
        ...(password === undefined ? {} : { password }),
      });
      expect(res.statusCode, `password ${String(password)}`).toBe(422);
      expect(res.json().errors).toHaveProperty("password");
    }
    const plain = await create({ first_name: "Plain", email: email() });
    const res = await update(plain.json().id, { login_enabled: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("password");
    expect(await loginRow(plain.json().id)).toBeUndefined();
  });

  it.each([
    ["short", "Ab1!", PASSWORD_MESSAGES.min],
    ["without digits or symbols", "abcdefghijkl", PASSWORD_MESSAGES.complexity],
    ["without a symbol", "abcdefghij12", PASSWORD_MESSAGES.complexity],
    ["too long", `Aa1!${"x".repeat(60)}`, PASSWORD_MESSAGES.max],
  ])(
    "refuses a weak password (%s) with the SPEC §5 message",
    async (_label, password, message) => {
      const res = await create({
        first_name: "Weak",
        email: email(),
        login_enabled: true,
        password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toBe(message);
      expect(res.json().data).toBe(message);
    },
  );

  it("needs an e-mail for a login", async () => {
    const res = await create({
      first_name: "Nomail",
      login_enabled: true,
      password: MEMBER_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("email");
    const { member } = await memberWithLogin();
    const cleared = await update(member.id, { email: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toHaveProperty("email");
  });

  it("refuses an e-mail already used by another account (the owner's, another member's), in any case", async () => {
    for (const mail of [owner.email, owner.email.toUpperCase()]) {
      const res = await create({
        first_name: "Clash",
        email: mail,
        login_enabled: true,
        password: MEMBER_PASSWORD,
      });
      expect(res.statusCode, mail).toBe(422);
      expect(res.json().errors).toHaveProperty("email");
    }
    const other = await memberWithLogin();
    const { member } = await memberWithLogin();
    const res = await update(member.id, { email: other.mail });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("email");
    // An account of another merchant counts too: login e-mails are global.
    const foreign = await createMerchant(t.app);
    const res2 = await create({
      first_name: "Clash",
      email: foreign.owner.email,
      login_enabled: true,
      password: MEMBER_PASSWORD,
    });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors).toHaveProperty("email");
  });

  it("refuses an unknown service id in permissions", async () => {
    for (const permissions of [[99], [3, 1], [0], [18], [-1], ["3"]]) {
      const res = await create({
        first_name: "Perm",
        email: email(),
        login_enabled: true,
        password: MEMBER_PASSWORD,
        permissions,
      });
      expect(res.statusCode, JSON.stringify(permissions)).toBe(422);
      expect(
        Object.keys(res.json().errors).some((k) => k.startsWith("permissions")),
        res.body,
      ).toBe(true);
    }
  });

  it("disabling the login ends the user's tokens and blocks sign-in; re-enabling needs no new password", async () => {
    const { member, mail, token } = await memberWithLogin();
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(200);

    const off = await update(member.id, { login_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ has_login: true, login_enabled: false });
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.injectAs(token, { method: "GET", url: "staff/permissions" }))
        .statusCode,
    ).toBe(401);
    expect((await login(mail)).statusCode).toBe(401);

    const on = await update(member.id, { login_enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      has_login: true,
      login_enabled: true,
      permissions: [3, 4],
    });
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(401);
    const again = await login(mail);
    expect(again.statusCode).toBe(200);
    expect(
      (
        await t.injectAs(again.json().data, {
          method: "GET",
          url: "/wellness/clients",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("a new password ends the old tokens and the old password", async () => {
    const { member, mail, token } = await memberWithLogin();
    const res = await update(member.id, { password: "Another-pass#2027" });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.json());
    expect(
      (await t.injectAs(token, { method: "GET", url: "staff/permissions" }))
        .statusCode,
    ).toBe(401);
    expect((await login(mail)).statusCode).toBe(401);
    expect((await login(mail, "Another-pass#2027")).statusCode).toBe(200);
  });

  it("replaces the permissions when they change", async () => {
    const { member, token } = await memberWithLogin([3, 4]);
    const res = await update(member.id, { permissions: [5, 16] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().permissions).toEqual([5, 16]);
    const perms = await t.injectAs(token, {
      method: "GET",
      url: "staff/permissions",
    });
    expect(
      perms.json().data.map((p: { service_id: number }) => p.service_id),
    ).toEqual([5, 16]);
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs(token, {
          method: "GET",
          url: "/wellness/team-members",
        })
      ).statusCode,
    ).toBe(200);

    const none = await update(member.id, { permissions: [] });
    expect(none.json().permissions).toEqual([]);
    const user = await loginRow(member.id);
    expect(
      await t.app.db
        .select()
        .from(staffPermissions)
        .where(eq(staffPermissions.user_id, user.id)),
    ).toEqual([]);

    // A PUT without permissions keeps them.
    await update(member.id, { permissions: [3] });
    expect(
      (await update(member.id, { job_title: "Lead" })).json().permissions,
    ).toEqual([3]);
  });

  it("lets a staff user with service 16 edit a member's name, but not the login, password or permissions", async () => {
    const { member } = await memberWithLogin();
    const staff = await createStaff(t.app, owner.merchantId, [16]);
    const res = await update(
      member.id,
      { first_name: "Renamed" },
      staff.token,
      "staff/",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().first_name).toBe("Renamed");
    expectNoSecrets(res.json());
    const userBefore = await loginRow(member.id);
    for (const payload of [
      { login_enabled: false },
      { login_enabled: true },
      { password: "Staff-hijack#2026" },
      { permissions: [3, 4, 16] },
      { permissions: [] },
    ]) {
      const r = await update(
        member.id,
        { first_name: "Sneaky", ...payload },
        staff.token,
        "staff/",
      );
      expect(r.statusCode, JSON.stringify(payload)).toBe(403);
      expect(r.json()).toMatchObject({ status: 0, data: expect.any(String) });
    }
    const created = await t.injectAs(staff.token, {
      method: "POST",
      url: "staff/team-members",
      payload: {
        location_ids: [location],
        first_name: "Sneaky",
        email: email(),
        login_enabled: true,
        password: MEMBER_PASSWORD,
        permissions: [16],
      },
    });
    expect(created.statusCode).toBe(403);
    expect(
      await t.app.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.first_name, "Sneaky")),
    ).toEqual([]);
    const userAfter = await loginRow(member.id);
    expect({ ...userAfter, name: undefined, updated_at: undefined }).toEqual({
      ...userBefore,
      name: undefined,
      updated_at: undefined,
    });
    expect(
      (
        await t.injectAs(owner.token, {
          method: "GET",
          url: `merchant/team-members/${member.id}`,
        })
      ).json(),
    ).toMatchObject({
      first_name: "Renamed",
      login_enabled: true,
      permissions: [3, 4],
    });
  });

  it("keeps the login's name and e-mail in step with the member", async () => {
    const { member } = await memberWithLogin();
    const mail = email();
    const res = await update(member.id, {
      first_name: "Zoe",
      last_name: "New",
      email: mail.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await loginRow(member.id)).toMatchObject({
      name: "Zoe New",
      email: mail,
    });
    expect((await login(mail)).statusCode).toBe(200);
  });

  it("deleting a member removes its login", async () => {
    const { member, mail, token } = await memberWithLogin();
    const res = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.json());
    expect(await loginRow(member.id)).toBeUndefined();
    expect(
      (await t.injectAs(token, { method: "GET", url: "/wellness/clients" }))
        .statusCode,
    ).toBe(401);
    expect((await login(mail)).statusCode).toBe(401);
  });

  it("the owner's own password still signs in (sanity of the fixtures)", async () => {
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe("staff editing a colleague who has a login", () => {
  it("may not change the login e-mail (that would let them reset the colleague's password)", async () => {
    const { member, mail } = await memberWithLogin([3, 4, 16]);
    const staff = await createStaff(t.app, owner.merchantId, [16]);
    const hijack = `hijack-${Date.now()}@example.com`;
    const res = await update(
      member.id,
      { email: hijack },
      staff.token,
      "staff/",
    );
    expect(res.statusCode, res.body).toBe(403);
    expect((await loginRow(member.id)).email).toBe(mail);
    const cleared = await update(
      member.id,
      { email: null },
      staff.token,
      "staff/",
    );
    expect([403, 422]).toContain(cleared.statusCode);
    expect((await loginRow(member.id)).email).toBe(mail);
    // Sending the unchanged e-mail (as react-admin's edit form does) is fine.
    const same = await update(
      member.id,
      { email: mail.toUpperCase(), job_title: "Therapist" },
      staff.token,
      "staff/",
    );
    expect(same.statusCode, same.body).toBe(200);
    // A member without a login is ordinary data.
    const plain = await create({ first_name: "Plain", email: email() });
    expect(
      (await update(plain.json().id, { email: email() }, staff.token, "staff/"))
        .statusCode,
    ).toBe(200);
  });
});

describe("staff deleting a colleague", () => {
  it("may not delete a member who has a login (that deletes an account), but may delete one without", async () => {
    const { member, mail } = await memberWithLogin([3]);
    const staff = await createStaff(t.app, owner.merchantId, [16]);
    const refused = await t.injectAs(staff.token, {
      method: "DELETE",
      url: `staff/team-members/${member.id}`,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().data).toMatch(/business owner/);
    expect((await loginRow(member.id)).email).toBe(mail);
    const plain = await create({ first_name: "Plain", email: email() });
    const ok = await t.injectAs(staff.token, {
      method: "DELETE",
      url: `staff/team-members/${plain.json().id}`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("the owner deleting a member with a login", () => {
  // users is a directory table without a foreign key to team_members
  // (docs/scaling.md), so the team-members module removes the login itself.
  it("deletes the login and its permissions with the member, and the e-mail signs in no more", async () => {
    const { member, mail } = await memberWithLogin([3, 4]);
    const user = await loginRow(member.id);
    const res = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await loginRow(member.id)).toBeUndefined();
    expect(
      await t.app.db
        .select()
        .from(staffPermissions)
        .where(eq(staffPermissions.user_id, user.id)),
    ).toEqual([]);
    expect((await login(mail)).statusCode).toBe(401);
  });

  it("keeps the login of a member that is archived because other rows point at it", async () => {
    const { member, mail } = await memberWithLogin([3]);
    const plan = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/commission-plans",
      payload: { team_member_id: member.id },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const res = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/team-members/${member.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().archived_at).not.toBeNull();
    expect((await loginRow(member.id))?.email).toBe(mail);
  });
});

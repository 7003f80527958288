import { describe, it, expect, beforeAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import { clients } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import type { Json } from "../support/resourceHelpers";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let n = 0;
const mail = (p = "ann") => `${p}.${Date.now()}.${++n}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  other = (await createMerchant(t.app)).owner;
});

const post = (payload: Json, token = owner.token, url = "merchant/clients") =>
  t.injectAs(token, { method: "POST", url, payload });
const put = (id: number, payload: Json, token = owner.token) =>
  t.injectAs(token, { method: "PUT", url: `merchant/clients/${id}`, payload });
const stored = async (id: number) =>
  (await t.app.db.select().from(clients).where(eq(clients.id, id)))[0];

describe("client e-mail", () => {
  it("is trimmed and stored lower-case", async () => {
    const e = mail();
    const res = await post({
      first_name: "Ann",
      email: `  ${e.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe(e);
    expect((await stored(res.json().id)).email).toBe(e);
  });

  it("is unique per merchant among active clients, whatever the case (POST and PUT)", async () => {
    const e = mail();
    expect((await post({ first_name: "Ann", email: e })).statusCode).toBe(201);
    const dup = await post({ first_name: "Ann2", email: e.toUpperCase() });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toEqual(expect.any(String));
    expect(dup.json().data).toBe(dup.json().errors.email);

    const second = await post({ first_name: "Bob", email: mail("bob") });
    const change = await put(second.json().id, { email: e });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toHaveProperty("email");
    expect((await stored(second.json().id)).email).not.toBe(e);

    const staff = await createStaff(t.app, owner.merchantId, [3]);
    const viaStaff = await post(
      { first_name: "Cy", email: e },
      staff.token,
      "staff/clients",
    );
    expect(viaStaff.statusCode).toBe(422);
    expect(viaStaff.json().errors).toHaveProperty("email");
  });

  it("may repeat in another merchant", async () => {
    const e = mail();
    expect((await post({ first_name: "Ann", email: e })).statusCode).toBe(201);
    expect(
      (await post({ first_name: "Ann", email: e }, other.token)).statusCode,
    ).toBe(201);
  });

  it("of an archived client can be reused; restoring the archived one then clashes (422, not 409/500)", async () => {
    const e = mail();
    const first = await post({ first_name: "Old", email: e });
    await t.app.db
      .update(clients)
      .set({ archived_at: sql`now()` })
      .where(eq(clients.id, first.json().id));
    const reuse = await post({ first_name: "New", email: e });
    expect(reuse.statusCode, reuse.body).toBe(201);
    const restore = await put(first.json().id, { archived_at: null });
    expect(restore.statusCode, restore.body).toBe(422);
    expect(restore.json().errors).toHaveProperty("email");
    expect((await stored(first.json().id)).archived_at).not.toBeNull();
  });

  it("may be left empty on many clients", async () => {
    for (const first_name of ["NoMail1", "NoMail2"]) {
      const res = await post({ first_name, email: null });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe("client mobile", () => {
  it.each([
    ["+44 1234 567890", "+441234567890"],
    ["+44-1234-567-890", "+441234567890"],
    [" +44 1234-567 890 ", "+441234567890"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["0044 7400 123456", "+447400123456"],
    // National formats are read in the business's country (GB here).
    ["01234 567890", "+441234567890"],
    ["07400 123456", "+447400123456"],
  ])("normalises %j to E.164 %s", async (input, e164) => {
    const res = await post({ first_name: "Mo", mobile: input });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mobile).toBe(e164);
    expect((await stored(res.json().id)).mobile).toBe(e164);
    const upd = await put(res.json().id, { mobile: ` ${input}` });
    expect(upd.json().mobile).toBe(e164);
  });

  it("reads national numbers in the business's own country", async () => {
    const de = (await createMerchant(t.app)).owner;
    const moved = await t.injectAs(de.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      payload: { country_code: "DE" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await post(
      { first_name: "Jo", mobile: "0170 1234567" },
      de.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mobile).toBe("+491701234567");
    const bad = await post({ first_name: "Jo", mobile: "0170" }, de.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mobile).toMatch(
      /Germany, for example 01512 3456789/,
    );
  });

  it.each(["12ab", "+0123456789", "+12", "+1234567890123456", "0123"])(
    "refuses %j with 422 errors.mobile",
    async (input) => {
      const res = await post({ first_name: "Mo", mobile: input });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["mobile"]);
    },
  );
});

describe("empty optional fields", () => {
  const OPTIONAL = {
    last_name: "",
    email: "",
    mobile: "",
    gender: "",
    birthday: "",
    notes: "",
    block_reason: "",
  };

  it("become null on create", async () => {
    const res = await post({ first_name: "Empty", ...OPTIONAL });
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json().id);
    for (const k of Object.keys(OPTIONAL)) {
      expect(res.json()[k], k).toBeNull();
      expect((row as Json)[k], k).toBeNull();
    }
  });

  it("become null on update (clearing a value)", async () => {
    const c = await createClient(t.app, owner.merchantId, {
      email: mail(),
      mobile: "+441234567890",
      gender: "male",
      birthday: "1990-01-01",
      notes: "n",
      block_reason: "b",
    });
    const res = await put(c.id, OPTIONAL);
    expect(res.statusCode, res.body).toBe(200);
    for (const k of Object.keys(OPTIONAL)) expect(res.json()[k], k).toBeNull();
    expect(res.json().first_name).toBe(c.first_name);
  });

  it("do not blank a required field", async () => {
    const res = await post({ first_name: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("first_name");
  });
});

describe("client defaults", () => {
  it("applies the notification and marketing defaults", async () => {
    const res = await post({ first_name: "Dee" });
    expect(res.json()).toMatchObject({
      notify_email: true,
      notify_sms: true,
      marketing_email_opt_in: false,
      marketing_sms_opt_in: false,
      blocked_online: false,
      archived_at: null,
    });
  });
});

describe("deleting a client", () => {
  it("archives it, even without history: it leaves the list, the row and its data stay", async () => {
    const c = (
      await post({ first_name: "Ada", notes: "Allergic to nuts" })
    ).json() as { id: number };
    const res = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/clients/${c.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await stored(c.id);
    expect(row?.archived_at).not.toBeNull();
    expect(row?.notes).toBe("Allergic to nuts");
    const list = (filter: object) =>
      t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/clients?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
    const ids = (r: { json(): unknown }) =>
      (r.json() as { id: number }[]).map((x) => x.id);
    expect(ids(await list({}))).not.toContain(c.id);
    expect(ids(await list({ archived: true }))).toContain(c.id);
  });
});

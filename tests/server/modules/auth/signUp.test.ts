import { describe, it, expect, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { locations, merchants, users } from "../../../../server/src/db/schema";
import {
  DEFAULT_OPENING_HOURS,
  createMerchantDefaults,
} from "../../../../server/src/modules/settings/merchantDefaults";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { PASSWORD, createMerchant, userRow } from "../../support/builders";

const NEW_PASSWORD = "Sign-up#2026pass";

const form = (over: Record<string, unknown> = {}) => ({
  business_name: "Lotus Spa",
  name: "Lena Lotus",
  email: `lena-${randomBytes(4).toString("hex")}@example.com`,
  password: NEW_PASSWORD,
  confirm_password: NEW_PASSWORD,
  currency_code: "EUR",
  country_code: "DE",
  timezone: "Europe/Berlin",
  ...over,
});

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));

describe("POST auth/merchantSignUp", () => {
  let t: TestApp;

  // Sign-ups count against the caller's address; these tests make many from one.
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_PER_IP: 1000 });
  });

  const signUp = (payload: Record<string, unknown>) =>
    t.injectAs(null, { method: "POST", url: "auth/merchantSignUp", payload });

  const merchantCount = async () =>
    Number(
      (await t.app.db.select({ n: sql<number>`count(*)` }).from(merchants))[0]
        .n,
    );

  /** Expects a 422 whose errors hold `field` (with `message` when given). */
  async function refused(
    payload: Record<string, unknown>,
    field: string,
    message?: string,
  ) {
    const before = await merchantCount();
    const res = await signUp(payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      status: 0,
      message: expect.any(String),
      data: body.message,
    });
    expect(body.errors?.[field]).toEqual(message ?? expect.any(String));
    expect(await merchantCount()).toBe(before);
    return body;
  }

  it("creates a merchant with its owner and signs the owner in", async () => {
    const input = form({
      currency_code: "chf",
      country_code: "ch",
      timezone: "Europe/Zurich",
    });
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 1,
      data: expect.any(String),
      userInfo: {
        currency_code: "CHF",
        country_code: "CH",
        business_name: "Lotus Spa",
        team_member_id: null,
      },
      logo_path: "",
    });

    const c = claims(body.data);
    expect(c).toMatchObject({
      role: 2,
      email: input.email,
      name: "Lena Lotus",
    });
    const user = await userRow(t.app, Number(c.sub));
    expect(user).toMatchObject({
      role: 2,
      email: input.email,
      name: "Lena Lotus",
      merchant_id: c.merchant_id,
    });
    const [merchant] = await t.app.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, c.merchant_id));
    expect(merchant).toMatchObject({
      business_name: "Lotus Spa",
      currency_code: "CHF",
      country_code: "CH",
      default_timezone: "Europe/Zurich",
    });

    const clients = await t.injectAs(body.data, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(clients.statusCode).toBe(200);
    expect(clients.json()).toEqual([]);

    const login = await t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email: input.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("gives the new business a first location, so the owner can add a team member and a service at once", async () => {
    const input = form({ business_name: "Lotus Day Spa" });
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const token = res.json().data as string;
    const merchantId = claims(token).merchant_id as number;
    const call = (
      method: "GET" | "POST" | "PUT",
      url: string,
      payload?: object,
    ) => t.injectAs(token, { method, url: `merchant/${url}`, payload });

    const sequences = (await call("GET", "invoice-sequences")).json();
    expect(sequences).toHaveLength(1);
    const listed = await call("GET", "locations");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        name: "Lotus Day Spa",
        timezone: "Europe/Berlin",
        country_code: "DE",
        email: input.email,
        opening_hours: DEFAULT_OPENING_HOURS,
        invoice_sequence_id: sequences[0].id,
        online_booking_enabled: false,
        archived_at: null,
      }),
    ]);
    const location = listed.json()[0];

    const member = await call("POST", "team-members", {
      first_name: "Mia",
      last_name: "Masseuse",
      location_ids: [location.id],
    });
    expect(member.statusCode, member.body).toBe(201);
    const type = await call("POST", "treatment-types", { name: "Massage" });
    expect(type.statusCode, type.body).toBe(201);
    const service = await call("POST", "services", {
      name: "Swedish massage",
      treatment_type_id: type.json().id,
      team_member_ids: [member.json().id],
      location_ids: [location.id],
      pricing_options: [{ duration_minutes: 60, price: 6500 }],
    });
    expect(service.statusCode, service.body).toBe(201);
    const atLocation = await call(
      "GET",
      `services?filter=${encodeURIComponent(JSON.stringify({ location_id: location.id }))}`,
    );
    expect(atLocation.json().map((s: { name: string }) => s.name)).toEqual([
      "Swedish massage",
    ]);

    // The owner completes the address, keeping the rest of the location.
    const edited = await call("PUT", `locations/${location.id}`, {
      ...location,
      address_line1: "Hauptstraße 1",
      city: "Berlin",
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Running the defaults again adds nothing.
    const again = await createMerchantDefaults(t.app.db, merchantId);
    expect(again.locationId).toBe(location.id);
    expect(again.invoiceSequenceId).toBe(sequences[0].id);
    const rows = await t.app.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.merchant_id, merchantId));
    expect(rows).toEqual([{ id: location.id }]);
  });

  it("makes the owner the first team member, at the first location, editable like any member", async () => {
    const input = form({ name: "Lena Maria Lotus" });
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const token = res.json().data as string;
    const call = (method: "GET" | "PUT", url: string, payload?: object) =>
      t.injectAs(token, { method, url: `merchant/${url}`, payload });
    const [location] = (await call("GET", "locations")).json();
    const members = (await call("GET", "team-members")).json();
    expect(members).toEqual([
      expect.objectContaining({
        first_name: "Lena Maria",
        last_name: "Lotus",
        email: input.email,
        location_ids: [location.id],
        archived_at: null,
      }),
    ]);
    const edited = await call("PUT", `team-members/${members[0].id}`, {
      ...members[0],
      job_title: "Owner & therapist",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job_title).toBe("Owner & therapist");
  });

  it("stores the e-mail in lower case", async () => {
    const res = await signUp(form({ email: "  Upper.Case@Example.COM " }));
    expect(res.statusCode).toBe(201);
    expect(
      (await userRow(t.app, Number(claims(res.json().data).sub))).email,
    ).toBe("upper.case@example.com");
  });

  it("refuses an e-mail that is already used, in any case, with errors.email", async () => {
    const input = form();
    expect((await signUp(input)).statusCode).toBe(201);
    await refused(form({ email: input.email }), "email");
    await refused(form({ email: input.email.toUpperCase() }), "email");

    // Also an e-mail of an existing user created elsewhere (e.g. staff or seed).
    const m = await createMerchant(t.app);
    await refused(form({ email: m.owner.email }), "email");
  });

  it("refuses an invalid e-mail", async () => {
    await refused(form({ email: "not-an-email" }), "email");
  });

  it("requires the business and the owner's name", async () => {
    await refused(form({ business_name: "   " }), "business_name");
    await refused(form({ name: undefined }), "name");
  });

  describe("password rules (SPEC §5)", () => {
    it("requires a password", async () => {
      await refused(
        form({ password: undefined }),
        "password",
        "Password is required.",
      );
      await refused(
        form({ password: "", confirm_password: "" }),
        "password",
        "Password is required.",
      );
    });

    it("requires at least 10 characters", async () => {
      await refused(
        form({ password: "Ab1#def", confirm_password: "Ab1#def" }),
        "password",
        "Password must be at least 10 characters.",
      );
    });

    it("requires letters, numbers and a special character", async () => {
      const msg =
        "Password must contain alphabetics,numbers and special charactes !";
      for (const p of [
        "abcdefghij1",
        "abcdefghij#",
        "1234567890#",
        "Abcdefgh 12",
      ])
        await refused(
          form({ password: p, confirm_password: p }),
          "password",
          msg,
        );
    });

    it("allows at most 50 characters", async () => {
      const long = `Aa1#${"x".repeat(47)}`;
      await refused(
        form({ password: long, confirm_password: long }),
        "password",
        "Password must be at most 50 characters.",
      );
      const fifty = `Aa1#${"x".repeat(46)}`;
      expect(
        (await signUp(form({ password: fifty, confirm_password: fifty })))
          .statusCode,
      ).toBe(201);
    });

    it("requires the confirmation", async () => {
      await refused(
        form({ confirm_password: undefined }),
        "confirm_password",
        "This value is required.",
      );
      await refused(
        form({ confirm_password: "" }),
        "confirm_password",
        "This value is required.",
      );
    });

    it("requires the confirmation to match", async () => {
      await refused(
        form({ confirm_password: `${NEW_PASSWORD}x` }),
        "confirm_password",
        "The passwords do not match.",
      );
    });
  });

  it("refuses an unknown currency", async () => {
    for (const currency_code of ["ZZZ", "EURO", "", "€"])
      await refused(form({ currency_code }), "currency_code");
  });

  it("refuses an unknown country", async () => {
    for (const country_code of ["XX", "DEU", "1A", "", "ZZ", "EU", "SU"])
      await refused(form({ country_code }), "country_code");
  });

  it("refuses an unknown time zone", async () => {
    for (const timezone of ["Mars/Olympus_Mons", "Europe/Berlinn", ""])
      await refused(form({ timezone }), "timezone");
  });

  it("ignores merchant_id, role, id and other extra fields in the body", async () => {
    const other = await createMerchant(t.app);
    const input = form({
      id: other.owner.id,
      merchant_id: other.merchant.id,
      role: 3,
      token_version: 7,
      team_member_id: 1,
      disabled_at: "2020-01-01T00:00:00Z",
    });
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const c = claims(res.json().data);
    expect(c.role).toBe(2);
    expect(c.merchant_id).not.toBe(other.merchant.id);
    expect(Number(c.sub)).not.toBe(other.owner.id);

    const user = await userRow(t.app, Number(c.sub));
    expect(user).toMatchObject({
      role: 2,
      merchant_id: c.merchant_id,
      team_member_id: null,
      token_version: 0,
      disabled_at: null,
    });
    const [merchant] = await t.app.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, c.merchant_id));
    expect(merchant.business_name).toBe("Lotus Spa");

    // The other merchant's owner is untouched and still the only user of that merchant.
    const others = await t.app.db
      .select()
      .from(users)
      .where(eq(users.merchant_id, other.merchant.id));
    expect(others.map((u) => u.id)).toEqual([other.owner.id]);
    expect(
      (
        await t.injectAs(null, {
          method: "POST",
          url: "auth/login",
          payload: { email: other.owner.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import type { Json } from "../../support/resourceHelpers";

let t: TestApp;
const URL = "merchant/client-notification-templates";

beforeAll(async () => {
  t = await buildTestApp();
});

/** Each test gets its own merchant: the rules count the merchant's templates. */
const fresh = async () => (await createMerchant(t.app)).owner;
const post = (owner: TestUser, payload: Json) =>
  t.injectAs(owner.token, { method: "POST", url: URL, payload });
const put = (owner: TestUser, id: number, payload: Json) =>
  t.injectAs(owner.token, { method: "PUT", url: `${URL}/${id}`, payload });
const reminder = (minutes: number, over: Json = {}) => ({
  type: "reminder",
  reminder_offset_minutes: minutes,
  body: "See you on {date} at {time}.",
  ...over,
});

describe("client notification templates", () => {
  it("keeps one template per type except reminders", async () => {
    const owner = await fresh();
    const first = await post(owner, { type: "thank_you", body: "Thanks!" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      reminder_offset_minutes: null,
      enabled: true,
      channel_email: true,
    });
    const again = await post(owner, { type: "thank_you", body: "Again" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.type).toMatch(/already a template/);
    // Another merchant has its own.
    expect(
      (await post(await fresh(), { type: "thank_you", body: "Hi" })).statusCode,
    ).toBe(201);
  });

  it("needs a timing for reminders and drops it for the other types", async () => {
    const owner = await fresh();
    const res = await post(owner, { type: "reminder", body: "Soon" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("reminder_offset_minutes");
    const other = await post(owner, {
      type: "no_show",
      body: "We missed you",
      reminder_offset_minutes: 60,
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().reminder_offset_minutes).toBeNull();
  });

  it("allows up to 3 reminders switched on, with distinct timings", async () => {
    const owner = await fresh();
    for (const m of [1440, 120, 60])
      expect((await post(owner, reminder(m))).statusCode).toBe(201);
    const same = await post(owner, reminder(120, { enabled: false }));
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.reminder_offset_minutes).toMatch(/already/);
    const fourth = await post(owner, reminder(30));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors.enabled).toMatch(/At most 3 reminders/);
    // A reminder kept switched off is a draft; switching it on is refused while 3 are on.
    const draft = await post(owner, reminder(30, { enabled: false }));
    expect(draft.statusCode, draft.body).toBe(201);
    const enable = await put(owner, draft.json().id, { enabled: true });
    expect(enable.statusCode).toBe(422);
    expect(enable.json().errors).toHaveProperty("enabled");
  });

  it("needs a channel when enabled, also on a partial update", async () => {
    const owner = await fresh();
    const none = await post(owner, {
      type: "new_appointment",
      body: "Booked",
      channel_email: false,
      channel_sms: false,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.channel_email).toMatch(/e-mail, text message/);
    const ok = await post(owner, {
      type: "new_appointment",
      body: "Booked",
      channel_sms: true,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const off = await put(owner, ok.json().id, {
      channel_email: false,
      channel_sms: false,
    });
    expect(off.statusCode).toBe(422);
    const disabled = await put(owner, ok.json().id, {
      enabled: false,
      channel_email: false,
      channel_sms: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
  });

  it("accepts the known placeholders and names the unknown ones", async () => {
    const owner = await fresh();
    const all =
      "{client_first_name} {business_name} {location_name} {location_address} {date} {time} {services} {team_member} {price} {manage_link}";
    const ok = await post(owner, {
      type: "rescheduled_appointment",
      subject: "Moved: {date}",
      body: all,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await post(owner, {
      type: "cancelled_appointment",
      subject: "Hi {name}",
      body: "Dear {first_name}, {date} {first_name}",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.subject).toMatch(/Unknown placeholder \{name\}/);
    expect(bad.json().errors.body).toMatch(
      /^Unknown placeholder \{first_name\}\. Use only: \{client_first_name\}/,
    );
  });
});

import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, createStaff } from "../support/builders";

/**
 * The SPA's pickers create name-only master data from inside another form
 * (CreatableReferenceInput) and offer it only where canAccess allows the
 * referenced resource. These are the server's answers that rely on: a name
 * is enough, staff of the form's area may create exactly when that area is
 * the referenced resource's area, and a duplicate name is refused on `name`.
 */
const PICKERS = [
  { form: "services", area: 15, reference: "treatment-types", allowed: true },
  { form: "products", area: 4, reference: "brands", allowed: true },
  { form: "products", area: 4, reference: "product-categories", allowed: true },
  { form: "products", area: 4, reference: "suppliers", allowed: true },
  {
    form: "resources",
    area: 17,
    reference: "resource-categories",
    allowed: true,
  },
  { form: "clients", area: 3, reference: "referral-sources", allowed: true },
  { form: "team-members", area: 16, reference: "departments", allowed: false },
];

let t: TestApp;
let merchantId: number;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  merchantId = m.merchant.id;
  owner = m.owner.token;
});

describe("creating a picker's record by name", () => {
  for (const { form, area, reference, allowed } of PICKERS) {
    it(`${form} → ${reference}: staff of area ${area} ${allowed ? "may" : "may not"} create one, a duplicate is refused on name`, async () => {
      const staff = await createStaff(t.app, merchantId, [area]);
      const name = `Nails ${reference}`;
      const first = await t.injectAs(staff.token, {
        method: "POST",
        url: `staff/${reference}`,
        payload: { name },
      });
      expect(first.statusCode, first.body).toBe(allowed ? 201 : 403);
      if (!allowed) {
        const byOwner = await t.injectAs(owner, {
          method: "POST",
          url: `merchant/${reference}`,
          payload: { name },
        });
        expect(byOwner.statusCode, byOwner.body).toBe(201);
      } else {
        expect(first.json()).toMatchObject({ name });
      }
      const again = await t.injectAs(owner, {
        method: "POST",
        url: `merchant/${reference}`,
        payload: { name: ` ${name} ` },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.name).toMatch(/already|another/i);
      expect(again.json().message).toBe(again.json().errors.name);
    });
  }
});

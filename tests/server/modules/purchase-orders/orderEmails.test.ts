import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  purchaseOrderEmails,
  suppliers,
} from "../../../../server/src/db/schema";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { expect409, inventorySuite } from "../../support/inventory";
import type { Json } from "../../support/resourceHelpers";
import { drainOutbox } from "../../support/outbox";
import { createStockProduct } from "../../support/stock";

/**
 * "E-mail purchase order" (issue 28): to the supplier's stored address
 * (another only for the owner), within limits per user and per business,
 * and recorded as the order's e-mail history.
 */
const PER_USER = 3;
const PER_BUSINESS = 5;
const suite = inventorySuite({
  PO_EMAILS_PER_USER_HOUR: PER_USER,
  PO_EMAILS_PER_BUSINESS_DAY: PER_BUSINESS,
});
const { setup } = suite;
const SUPPLIER_EMAIL = "orders@supplier.example.com";

let staff: TestUser;
let supplierId: number;

const outbox = () => path.join(setup.t.config.dataDir, "outbox");
/** The messages the outbox worker has written to DATA_DIR/outbox (no SMTP_URL), once it has sent what is due. */
const mailCount = async () => {
  await drainOutbox(setup.t.app);
  return fs.existsSync(outbox())
    ? fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml")).length
    : 0;
};

beforeAll(async () => {
  staff = await createStaff(setup.t.app, setup.merchantId, [5]);
  const [supplier] = await setup.t.app.db
    .insert(suppliers)
    .values({
      merchant_id: setup.merchantId,
      name: "Mailing supplier",
      email: SUPPLIER_EMAIL,
    })
    .returning();
  supplierId = supplier.id;
});

/** A draft order of the mailing supplier, made by the owner. */
async function order() {
  const p = await createStockProduct(setup.t.app, setup.merchantId, {
    supplier_id: supplierId,
  });
  const res = await setup.t.injectAs(setup.owner.token, {
    method: "POST",
    url: "merchant/purchase-orders",
    payload: {
      supplier_id: supplierId,
      location_id: setup.fx.location,
      lines: [{ product_id: p.id, quantity_ordered: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number };
}

const send = (who: TestUser, id: number, payload: Json = {}) =>
  setup.t.injectAs(who.token, {
    method: "POST",
    url: `${who.role === 2 ? "merchant" : "staff"}/purchase-orders/${id}/email`,
    payload,
  });

const history = (id: number) =>
  setup.t.app.db
    .select()
    .from(purchaseOrderEmails)
    .where(eq(purchaseOrderEmails.purchase_order_id, id));

/** Forgets every recorded send, so each test starts within the limits. */
const clearLimits = () => setup.t.app.db.delete(purchaseOrderEmails);

describe("the recipient", () => {
  it("is the supplier's stored address for staff; another address is refused (403) and nothing is sent", async () => {
    await clearLimits();
    const o = await order();
    const before = await mailCount();
    const other = await send(staff, o.id, { to: "anyone@elsewhere.example" });
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json()).toMatchObject({
      message: `Only the owner can send a purchase order to another address than the supplier's (${SUPPLIER_EMAIL}).`,
      errors: { to: "Only the owner can change the recipient." },
    });
    expect(await mailCount()).toBe(before);
    expect(await history(o.id)).toEqual([]);
    // The supplier's own address, given or not, is fine (any case).
    for (const payload of [{}, { to: SUPPLIER_EMAIL.toUpperCase() }]) {
      const res = await send(staff, o.id, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent_to: SUPPLIER_EMAIL });
    }
    expect(await mailCount()).toBe(before + 2);
  });

  it("may be changed by the owner", async () => {
    await clearLimits();
    const o = await order();
    const res = await send(setup.owner, o.id, { to: "Buyer@Example.com" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: "buyer@example.com" });
  });

  it("tells staff to ask the owner when the supplier has no address", async () => {
    await clearLimits();
    const o = await order();
    await setup.t.app.db
      .update(suppliers)
      .set({ email: null })
      .where(eq(suppliers.id, supplierId));
    try {
      const res = await send(staff, o.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.to).toBe(
        "Mailing supplier has no e-mail address: ask the owner to add one to the supplier.",
      );
    } finally {
      await setup.t.app.db
        .update(suppliers)
        .set({ email: SUPPLIER_EMAIL })
        .where(eq(suppliers.id, supplierId));
    }
  });
});

describe("the e-mail history", () => {
  it("records who sent what to whom and when, shown on the purchase order newest first", async () => {
    await clearLimits();
    const o = await order();
    expect(o.supplier_email).toBe(SUPPLIER_EMAIL);
    expect(o.emails).toEqual([]);
    expect(
      (await send(staff, o.id, { message: "Please confirm." })).statusCode,
    ).toBe(200);
    expect(
      (await send(setup.owner, o.id, { to: "buyer@example.com" })).statusCode,
    ).toBe(200);
    await drainOutbox(setup.t.app);
    const read = await setup.t.injectAs(staff.token, {
      method: "GET",
      url: `/wellness/purchase-orders/${o.id}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const emails = read.json().emails as Json[];
    expect(emails).toMatchObject([
      {
        sent_by: setup.owner.id,
        sent_by_name: "Owner",
        recipient: "buyer@example.com",
        message: null,
        status: "sent",
      },
      {
        sent_by: staff.id,
        sent_by_name: "Staff",
        recipient: SUPPLIER_EMAIL,
        subject: expect.stringContaining(String(o.po_number)),
        message: "Please confirm.",
        status: "sent",
      },
    ]);
    expect(emails[0].sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const [stored] = (await history(o.id)).filter(
      (e) => e.sent_by === staff.id,
    );
    expect(stored.body_text).toContain("Please confirm.");
    expect(stored.body_text).toContain(String(o.po_number));
  });

  it("answers without waiting for the mail server: sending while it is away, failed when it refuses for good", async () => {
    await clearLimits();
    const o = await order();
    const mailer = setup.t.app.mailer;
    const send0 = mailer.send;
    const statuses = async () => {
      const read = await setup.t.injectAs(staff.token, {
        method: "GET",
        url: `/wellness/purchase-orders/${o.id}`,
      });
      return (read.json().emails as Json[]).map((e) => e.status);
    };
    try {
      mailer.send = () =>
        Promise.reject(
          Object.assign(new Error("Connection refused"), {
            code: "ECONNECTION",
          }),
        );
      const res = await send(staff, o.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent_to: SUPPLIER_EMAIL });
      await drainOutbox(setup.t.app);
      expect(await statuses()).toEqual(["sending"]); // to be retried
      mailer.send = () =>
        Promise.reject(
          Object.assign(new Error("Mailbox unavailable"), {
            code: "EENVELOPE",
            responseCode: 550,
            response: "550 No such user",
          }),
        );
      const again = await send(staff, o.id);
      expect(again.statusCode).toBe(200);
      await drainOutbox(setup.t.app);
      expect(await statuses()).toEqual(["failed", "sending"]);
    } finally {
      mailer.send = send0;
    }
  });

  it("keeps an e-mailed draft from being deleted (cancel it instead)", async () => {
    await clearLimits();
    const o = await order();
    expect((await send(staff, o.id)).statusCode).toBe(200);
    expect409(
      await setup.t.injectAs(setup.owner.token, {
        method: "DELETE",
        url: `merchant/purchase-orders/${o.id}`,
      }),
      /was e-mailed to the supplier: cancel it instead/,
    );
  });
});

describe("the limits", () => {
  it(`let one user send ${PER_USER} an hour, even when all are sent at once; then 429 with a clear message`, async () => {
    await clearLimits();
    const o = await order();
    const before = await mailCount();
    const answers = await Promise.all(
      Array.from({ length: PER_USER + 5 }, () => send(staff, o.id)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(PER_USER).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      new RegExp(
        `^You have sent ${PER_USER} purchase order e-mails in the last hour, the most one person may send\\. Please try again in \\d+ minute\\(s\\)\\.$`,
      ),
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(await mailCount()).toBe(before + PER_USER);
    expect(await history(o.id)).toHaveLength(PER_USER);
  });

  it(`let the business send ${PER_BUSINESS} a day, whoever sends, and count each business apart`, async () => {
    await clearLimits();
    const o = await order();
    const others = [
      staff,
      setup.owner,
      await createStaff(setup.t.app, setup.merchantId, [5]),
    ];
    const answers = await Promise.all(
      others.flatMap((who) =>
        Array.from({ length: PER_USER }, () => send(who, o.id)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(
      PER_BUSINESS,
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(3 * PER_USER - PER_BUSINESS);
    expect(
      refused.some((a) =>
        /^This business has sent 5 purchase order e-mails in the last 24 hours, the most it may send\./.test(
          a.json().message,
        ),
      ),
    ).toBe(true);
    // Another business is not held back by this one.
    const m = await createMerchant(setup.t.app);
    const [theirSupplier] = await setup.t.app.db
      .insert(suppliers)
      .values({
        merchant_id: m.merchant.id,
        name: "Theirs",
        email: "theirs@example.com",
      })
      .returning();
    const p = await createStockProduct(setup.t.app, m.merchant.id);
    const theirs = await setup.t.injectAs(m.owner.token, {
      method: "POST",
      url: "merchant/purchase-orders",
      payload: {
        supplier_id: theirSupplier.id,
        location_id: m.fixtures.location,
        lines: [{ product_id: p.id, quantity_ordered: 1 }],
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await send(m.owner, theirs.json().id)).statusCode).toBe(200);
  });
});

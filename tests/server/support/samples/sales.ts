import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  payments,
  saleItems,
  users,
  vouchers,
  voucherTypes,
} from "../../../../server/src/db/schema";
import { checkoutSale } from "../../../../server/src/modules/sales/checkout";
import { refundSale } from "../../../../server/src/modules/sales/refunds";
import type { AreaSamples, Fixtures } from "./types";

/** The merchant's owner: checkout needs a user who processes the sale. */
async function ownerOf(app: FastifyInstance, merchantId: number) {
  const [u] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchant_id, merchantId), eq(users.role, 2)));
  return u.id;
}

/** A sale of a custom 50.00 voucher paid in cash, through the checkout module. */
export async function sampleSale(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  const userId = await ownerOf(app, merchantId);
  return app.db.transaction((tx) =>
    checkoutSale(
      tx,
      { merchantId, userId },
      {
        location_id: fx.location,
        items: [{ item_type: "voucher", item_id: null, unit_price: 5000 }],
        payments: [{ payment_type_id: fx.paymentTypeCash, amount: 5000 }],
      },
    ),
  );
}

/**
 * Sales, payments and refunds are written by the checkout module only
 * (read resources): each sample row comes from a real checkout.
 */
export const salesSamples: AreaSamples = {
  /** A checkout: a custom voucher paid in cash (no catalogue row needed). */
  samplePayload: {
    sales: (fx) => ({
      location_id: fx.location,
      notes: "Sample sale",
      items: [{ item_type: "voucher", item_id: null, unit_price: 2500 }],
      payments: [{ payment_type_id: fx.paymentTypeCash, amount: 2500 }],
    }),
  },
  /** The only change a sale takes after checkout. */
  sampleUpdate: { sales: () => ({ notes: "Paid at the desk" }) },
  invalidValues: {
    sales: [
      ["items", []],
      ["location_id", "main"],
      ["items.0.quantity", 0],
    ],
  },
  /** Totals, numbers and statuses: computed by checkout, never taken from a body. */
  serverOwned: {
    sales: () => ({
      invoice_number: "HACKED-1",
      invoice_seq_no: 999,
      status: "voided",
      subtotal: 1,
      discount_total: 1,
      tax_total: 1,
      total: 1,
      tip_total: 7,
      amount_paid: 99_999,
      balance_due: 123,
      paid_at: "2020-01-01T00:00:00.000Z",
      voided_at: "2020-01-01T00:00:00.000Z",
      processed_by: 999_999,
      channel: "online",
      sale_at: "2020-01-01T00:00:00.000Z",
    }),
  },
  insertRow: {
    payments: async (app, merchantId, fx) => {
      const { saleId } = await sampleSale(app, merchantId, fx);
      const [p] = await app.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.sale_id, saleId));
      return p;
    },
    /** A refund of the voucher sold, in cash, through the refund module. */
    refunds: async (app, merchantId, fx) => {
      const { saleId } = await sampleSale(app, merchantId, fx);
      const userId = await ownerOf(app, merchantId);
      const [item] = await app.db
        .select({ id: saleItems.id })
        .from(saleItems)
        .where(eq(saleItems.sale_id, saleId));
      const id = await app.db.transaction((tx) =>
        refundSale(tx, { merchantId, userId }, saleId, {
          items: [{ sale_item_id: item.id, quantity: 1 }],
          payments: [{ payment_type_id: fx.paymentTypeCash, amount: 5000 }],
        }),
      );
      return { id };
    },
    /** An issued voucher of the fixtures' type, valid once its sale was paid, with its `issue` ledger row. */
    vouchers: async (app, merchantId, fx) => {
      const userId = await ownerOf(app, merchantId);
      const [type] = await app.db
        .select({ price: voucherTypes.retail_price })
        .from(voucherTypes)
        .where(eq(voucherTypes.id, fx.voucherType));
      const { saleId } = await app.db.transaction((tx) =>
        checkoutSale(
          tx,
          { merchantId, userId },
          {
            location_id: fx.location,
            items: [{ item_type: "voucher", item_id: fx.voucherType }],
            payments: [
              { payment_type_id: fx.paymentTypeCash, amount: type.price },
            ],
          },
        ),
      );
      const [v] = await app.db
        .select({ id: vouchers.id })
        .from(vouchers)
        .innerJoin(saleItems, eq(saleItems.id, vouchers.sale_item_id))
        .where(eq(saleItems.sale_id, saleId));
      return v;
    },
  },
};

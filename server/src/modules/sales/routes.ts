import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Tx } from "../../db/client.js";
import { refunds, sales } from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";
import { MERCHANT_ONLY, staffWith, type AccessRule } from "../../lib/access.js";
import { mountResource, type Scope } from "../../lib/crudRoutes.js";
import { counts, idParams } from "../../lib/crudShared.js";
import { conflict, notFound } from "../../lib/httpErrors.js";
import { idempotentWrite } from "../../lib/idempotency.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { assignInvoiceNumber, checkout } from "./checkout.js";
import { lockSale, type SaleActor } from "./context.js";
import { CALENDAR_SERVICE, SALES_SERVICE, salesResource } from "./index.js";
import {
  itemsOfSale,
  refuseUnpayable,
  settleSale,
  takePayments,
} from "./payments.js";
import { refundRecord, withRefundItems } from "./refundRecords.js";
import { refundSale } from "./refunds.js";
import { saleDetail, saleRecord } from "./records.js";
import {
  checkoutBody,
  notesBody,
  paymentsBody,
  refundBody,
  voidBody,
} from "./schemas.js";
import { lockVouchersByCode } from "./voucherLedger.js";
import { voidSale } from "./void.js";
import { registerReceiptEmail } from "./receiptEmailRoute.js";
import { registerTillCatalogue } from "./tillCatalogue.js";
import { registerTillLookups } from "./tillLookups.js";

const tags = ["sales"];
const actorOf = (req: FastifyRequest): SaleActor => ({
  merchantId: tenantOf(req),
  userId: req.auth!.id,
});

/** The sale as every write answers it, read inside the write's transaction (nothing is read after COMMIT). */
async function answer(tx: Tx, m: number, id: number, extra: object = {}) {
  const detail = await saleDetail(tx, m, id);
  if (!detail) throw notFound();
  return { ...detail, ...extra };
}

const changed = (req: FastifyRequest) => {
  const m = tenantOf(req);
  for (const name of ["sales", "payments", "refunds", "vouchers"])
    counts.invalidate(`${name}:${m}`);
};

/** Checkout and later payments: the calendar (2) or the sales history (8). */
function registerTill(app: FastifyInstance, access: AccessRule) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/sales", {
    config: { access },
    schema: {
      operationId: "checkoutSale",
      summary: "Check out a sale",
      description:
        "Creates a sale from items (services, products, vouchers, memberships), an optional client and appointment, discounts and deal codes, and zero or more payments, in one transaction (docs/checkout-api.md). The invoice number comes from the location's invoice sequence. Send an `Idempotency-Key` header to make a retry answer the first result.",
      tags,
      body: checkoutBody,
      response: { 201: saleRecord },
    },
    handler: async (req, reply) => {
      const a = actorOf(req);
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        const { saleId, sequenceId, change_due } = await checkout(
          tx,
          a,
          req.body,
        );
        const body = await answer(tx, a.merchantId, saleId, { change_due });
        // Last: the sequence row stays locked until COMMIT (checkout.ts).
        body.invoice_number = await assignInvoiceNumber(
          tx,
          a.merchantId,
          saleId,
          sequenceId,
        );
        return { status: 201, body };
      });
      changed(req);
      return out;
    },
  });
  r.post("/sales/:id/payments", {
    config: { access },
    schema: {
      operationId: "paySale",
      summary: "Take payments on an unpaid or part-paid sale",
      description:
        "Locks the sale, then checks it is unpaid or part paid (409 `sale_voided`, `sale_paid`), and takes the payments (tips, voucher redemptions, cash with change) as checkout does. Honours `Idempotency-Key`.",
      tags,
      params: idParams,
      body: paymentsBody,
      response: { 200: saleRecord },
    },
    handler: async (req, reply) => {
      const a = actorOf(req);
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        const sale = await lockSale(tx, a.merchantId, req.params.id);
        refuseUnpayable(sale);
        const locked = await lockVouchersByCode(
          tx,
          a.merchantId,
          req.body.payments.flatMap((p) =>
            p.voucher_code ? [p.voucher_code] : [],
          ),
        );
        const items = await itemsOfSale(tx, a.merchantId, sale.id);
        const { change_due } = await takePayments(
          tx,
          a,
          sale,
          items,
          req.body.payments,
          locked,
        );
        await settleSale(tx, a, sale, items);
        return {
          status: 200,
          body: await answer(tx, a.merchantId, sale.id, { change_due }),
        };
      });
      changed(req);
      return out;
    },
  });
}

/** Notes, delete (refused), void and refunds: the sales history (8). */
function registerHistoryWrites(app: FastifyInstance, access: AccessRule) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete("/sales/:id", {
    config: { access },
    schema: {
      operationId: "deleteSale",
      summary: "Refuse to delete a sale",
      description:
        "Sales are never deleted (DOMAIN §1.2): answers 409 for a sale of the business (void it instead) and 404 for any other id.",
      tags,
      params: idParams,
      response: {
        409: z
          .object({
            status: z.literal(0),
            message: z.string(),
            data: z.string(),
          })
          .describe("Sales are not deleted; void them instead."),
      },
    },
    handler: async (req) => {
      const [row] = await app.db
        .select({ id: sales.id })
        .from(sales)
        .where(
          and(
            eq(sales.merchant_id, tenantOf(req)),
            eq(sales.id, req.params.id),
          ),
        );
      if (!row) throw notFound();
      throw conflict("Sales are never deleted: void the sale instead.");
    },
  });
  r.put("/sales/:id", {
    config: { access },
    schema: {
      operationId: "updateSaleNotes",
      summary: "Edit a sale's notes",
      description:
        "The only change a sale takes after checkout: its notes. Every other field of the body is ignored; totals, numbers, statuses and items never change this way.",
      tags,
      params: idParams,
      body: notesBody,
      response: { 200: saleRecord },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      return app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(sales)
          .set({ notes: req.body.notes, updated_at: sql`now()` })
          .where(and(eq(sales.merchant_id, m), eq(sales.id, req.params.id)))
          .returning({ id: sales.id });
        if (!row) throw notFound();
        return answer(tx, m, row.id);
      });
    },
  });
  r.post("/sales/:id/void", {
    config: { access },
    schema: {
      operationId: "voidSale",
      summary: "Void a sale",
      description:
        "Locks the sale, then voids it while it has no refunds (409 `sale_refunded`) and no voucher sold on it was used (409 `voucher_used`): reversing payments dated now (voucher balances restored), stock back, commission, vouchers and memberships sold reversed. The invoice number stays. Honours `Idempotency-Key`.",
      tags,
      params: idParams,
      body: voidBody,
      response: { 200: saleRecord },
    },
    handler: async (req, reply) => {
      const a = actorOf(req);
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        await voidSale(tx, a, req.params.id, req.body.reason);
        return {
          status: 200,
          body: await answer(tx, a.merchantId, req.params.id),
        };
      });
      changed(req);
      return out;
    },
  });
  r.post("/sales/:id/refunds", {
    config: { access },
    schema: {
      operationId: "refundSale",
      summary: "Refund part or all of a sale",
      description:
        "Locks the sale (paid or part paid), then refunds items by quantity or amount (optionally restocking products) and tips, giving the money back as refund payments that add up to the refund's total. Answers the refund with status 201. Honours `Idempotency-Key`.",
      tags,
      params: idParams,
      body: refundBody,
      response: { 201: refundRecord },
    },
    handler: async (req, reply) => {
      const a = actorOf(req);
      const { refund_at: _ignored, ...body } = req.body;
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        const id = await refundSale(tx, a, req.params.id, body);
        const [row] = await tx
          .select()
          .from(refunds)
          .where(
            and(eq(refunds.merchant_id, a.merchantId), eq(refunds.id, id)),
          );
        const [out] = await withRefundItems(tx, [
          row as Record<string, unknown>,
        ]);
        const {
          merchant_id: _m,
          search_text: _s,
          ...rest
        } = out as Record<string, unknown>;
        const wire = { ...rest } as Record<string, unknown>;
        for (const k of ["refund_at", "created_at", "updated_at"])
          wire[k] = isoInstant(wire[k]);
        return { status: 201, body: wire };
      });
      changed(req);
      return out as never;
    },
  });
}

/** The receipt: one sale with payments, tips and refunds, for the calendar (2) or the sales history (8). */
function registerReceipt(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().get("/sales/:id/receipt", {
    config: { access },
    schema: {
      operationId: "getSaleReceipt",
      summary: "A sale with its payments, tips and refunds",
      tags,
      params: idParams,
      response: { 200: saleRecord },
    },
    handler: async (req) => {
      const detail = await saleDetail(app.db, tenantOf(req), req.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  });
}

/**
 * Mounts sales in one scope (routes.ts): the shared reads (list, one,
 * export, options) of `salesResource`, the checkout writes, the receipt and
 * the till's catalogue (tillCatalogue.ts).
 * Staff: the sales history (8) for everything; checkout, payments and the
 * receipt also for the calendar (2, DOMAIN §2).
 */
export function mountSales(app: FastifyInstance, scope: Scope) {
  mountResource(app, salesResource, scope);
  if (scope === "merchant") {
    registerTill(app, MERCHANT_ONLY);
    registerHistoryWrites(app, MERCHANT_ONLY);
    registerReceipt(app, MERCHANT_ONLY);
    registerReceiptEmail(app, MERCHANT_ONLY);
    registerTillCatalogue(app, MERCHANT_ONLY);
    registerTillLookups(app, MERCHANT_ONLY);
  } else if (scope === "staff") {
    registerTill(app, staffWith(SALES_SERVICE, CALENDAR_SERVICE));
    registerHistoryWrites(app, staffWith(SALES_SERVICE));
    registerReceiptEmail(app, staffWith(SALES_SERVICE, CALENDAR_SERVICE));
  } else {
    registerReceipt(app, staffWith(SALES_SERVICE, CALENDAR_SERVICE));
    registerTillCatalogue(app, staffWith(SALES_SERVICE, CALENDAR_SERVICE));
    registerTillLookups(app, staffWith(SALES_SERVICE, CALENDAR_SERVICE));
  }
}

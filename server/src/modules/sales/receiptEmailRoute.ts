import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { idParams } from "../../lib/crudShared.js";
import { HttpError } from "../../lib/httpErrors.js";
import { limiterOf } from "../../lib/rateLimit.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { queueReceiptEmail } from "./receiptMail.js";

/**
 * Receipts e-mailed per sale and per business within the rate window
 * (RATE_WINDOW_SECONDS, 15 minutes by default): a resend or two is normal at
 * the desk; more is a loop or someone spamming a client from the outbox.
 */
export const RECEIPT_EMAILS_PER_SALE = 5;
export const RECEIPT_EMAILS_PER_BUSINESS = 200;

const tooMany = (what: string, seconds: number) =>
  new HttpError(
    429,
    `${what} Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
    undefined,
    { "Retry-After": String(Math.ceil(seconds)) },
  );

/** "E-mail receipt": the calendar (2) or the sales history (8), as the receipt itself. */
export function registerReceiptEmail(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().post("/sales/:id/receipt-email", {
    config: { access },
    schema: {
      operationId: "emailSaleReceipt",
      summary: "E-mail a sale's receipt to its client",
      description:
        "Queues the receipt (items with tax, discounts, tip, payments, refunds, balance) in the mail outbox, to the client's e-mail, written in the client's language or else the business's default language. Answers 422 (`client_id`) when the sale has no client or the client has no e-mail address, 404 for a sale of another business, 429 (with Retry-After) after 5 receipts of one sale or 200 of one business within the rate window.",
      tags: ["sales"],
      params: idParams,
      response: {
        200: z.object({
          sent_to: z.string(),
          outbox_id: z.number(),
          language: z.string(),
        }),
      },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const perSale = limiterOf(
        app.config,
        "receiptEmailSale",
        RECEIPT_EMAILS_PER_SALE,
      );
      const perBusiness = limiterOf(
        app.config,
        "receiptEmailBusiness",
        RECEIPT_EMAILS_PER_BUSINESS,
      );
      const saleKey = `${m}:${req.params.id}`;
      const businessKey = String(m);
      const saleWait = perSale.blockedFor(saleKey);
      if (saleWait > 0)
        throw tooMany(
          `This receipt has already been e-mailed ${RECEIPT_EMAILS_PER_SALE} times.`,
          saleWait,
        );
      const businessWait = perBusiness.blockedFor(businessKey);
      if (businessWait > 0)
        throw tooMany(
          `Your business has e-mailed ${RECEIPT_EMAILS_PER_BUSINESS} receipts in a short time.`,
          businessWait,
        );
      const out = await app.db.transaction((tx) =>
        queueReceiptEmail(
          tx,
          { merchantId: m, userId: req.auth!.id },
          req.params.id,
        ),
      );
      // Only receipts actually queued count (a refusal sends nothing).
      perSale.hit(saleKey);
      perBusiness.hit(businessKey);
      app.outbox.wake();
      return out;
    },
  });
}

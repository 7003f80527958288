import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { idParams } from "../../lib/crudShared.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { queueReceiptEmail } from "./receiptMail.js";

/** "E-mail receipt": the calendar (2) or the sales history (8), as the receipt itself. */
export function registerReceiptEmail(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().post("/sales/:id/receipt-email", {
    config: { access },
    schema: {
      operationId: "emailSaleReceipt",
      summary: "E-mail a sale's receipt to its client",
      description:
        "Queues the receipt (items with tax, discounts, tip, payments, refunds, balance) in the mail outbox, to the client's e-mail, written in the client's language or else the business's default language. Answers 422 (`client_id`) when the sale has no client or the client has no e-mail address, 404 for a sale of another business.",
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
      const out = await app.db.transaction((tx) =>
        queueReceiptEmail(
          tx,
          { merchantId: tenantOf(req), userId: req.auth!.id },
          req.params.id,
        ),
      );
      app.outbox.wake();
      return out;
    },
  });
}

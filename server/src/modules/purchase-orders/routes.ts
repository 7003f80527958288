import { z } from "zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Tx } from "../../db/client.js";
import type { AccessRule } from "../../lib/access.js";
import type { ResourceDef } from "../../lib/crudRoutes.js";
import {
  countScope,
  counts,
  findOwned,
  idParams,
  present,
} from "../../lib/crudShared.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { draftFromLowStock } from "./lowStock.js";
import { sendOrderEmail } from "./orderEmails.js";
import {
  emailBody,
  leftOutRecord,
  lowStockBody,
  receiveBody,
} from "./schemas.js";
import {
  cancelOrder,
  closeShort,
  markOrdered,
  receiveOrder,
} from "./workflow.js";
import { actorOf, type Actor } from "../../lib/actor.js";
import { idempotentWrite } from "../../lib/idempotency.js";

const TRANSITIONS = {
  order: {
    operationId: "orderPurchaseOrder",
    summary: "Mark a purchase order as ordered",
    description:
      "Draft → ordered: sets `ordered_at` and locks the lines. Answers 409 when the order is not a draft, 422 when it has no line.",
    run: (tx: Tx, a: Actor, id: number) => markOrdered(tx, a, id),
  },
  cancel: {
    operationId: "cancelPurchaseOrder",
    summary: "Cancel a purchase order",
    description:
      "Draft or ordered → cancelled; nothing is posted to stock. Answers 409 for any other status (a partially received order is closed short instead).",
    run: (tx: Tx, a: Actor, id: number) => cancelOrder(tx, a, id),
  },
  close: {
    operationId: "closePurchaseOrderShort",
    summary: "Close a partially received purchase order short",
    description:
      "Partially received → received with `closed_short` true: what is still outstanding will not come. Answers 409 for any other status.",
    run: (tx: Tx, a: Actor, id: number) => closeShort(tx, a, id),
  },
} as const;

/** Transitions, "from low stock" and the e-mail to the supplier (DOMAIN §3.13). */
export function purchaseOrderActions(
  app: FastifyInstance,
  access: AccessRule,
  def: ResourceDef,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.name];
  const base = `/${def.name}`;
  const record = async (req: FastifyRequest, id: number) =>
    (await present(def, app.db, [await findOwned(def, app.db, req, id)]))[0];
  const changed = (req: FastifyRequest) =>
    counts.invalidate(countScope(def, req));

  for (const [path, t] of Object.entries(TRANSITIONS))
    r.post(`${base}/:id/${path}`, {
      config: { access },
      schema: {
        operationId: t.operationId,
        summary: t.summary,
        description: t.description,
        tags,
        params: idParams,
        response: { 200: def.schemas.record },
      },
      handler: async (req) => {
        await app.db.transaction((tx) =>
          t.run(tx, actorOf(req), req.params.id),
        );
        changed(req);
        return record(req, req.params.id);
      },
    });

  r.post(`${base}/:id/receive`, {
    config: { access },
    schema: {
      operationId: "receivePurchaseOrder",
      summary: "Receive a delivery of a purchase order",
      description:
        "Posts one `purchase_received` stock movement per line with a quantity above 0, at the line's unit cost, to the order's location, and adds it to the line's quantity received (without `lines`, everything outstanding arrives). The order becomes received when every line is complete, else partially received. More than ordered needs `confirm_over_receipt` (else 409 with `code` `over_receipt`); a draft, received or cancelled order answers 409. Honours `Idempotency-Key`.",
      tags,
      params: idParams,
      body: receiveBody,
      response: { 200: def.schemas.record },
    },
    handler: async (req, reply) => {
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        await receiveOrder(tx, actorOf(req), req.params.id, req.body ?? {});
        const [row] = await present(def, tx, [
          await findOwned(def, tx, req, req.params.id),
        ]);
        return { status: 200, body: row };
      });
      changed(req);
      return out as never;
    },
  });

  r.post(`${base}/from-low-stock`, {
    config: { access },
    schema: {
      operationId: "createPurchaseOrderFromLowStock",
      summary: "Create a draft purchase order from low stock",
      description:
        "A draft for the supplier and delivery location with every stock-tracked product of that supplier at or under its low-stock level there, each for its reorder quantity (without one: what brings it back above the level) less what is still outstanding for that location on ordered and partially received orders. Products whose shortfall that covers are left out and listed in `left_out` (`reason` `on_order`). Answers 201 with the draft, or 422 when no product is low or every low product is already on order.",
      tags,
      body: lowStockBody,
      response: {
        201: def.schemas.record.extend({ left_out: z.array(leftOutRecord) }),
      },
    },
    handler: async (req, reply) => {
      const { order, leftOut } = await app.db.transaction((tx) =>
        draftFromLowStock(
          tx,
          actorOf(req),
          req.body.supplier_id,
          req.body.location_id,
        ),
      );
      changed(req);
      reply.code(201);
      return { ...(await record(req, order.id)), left_out: leftOut };
    },
  });

  r.post(`${base}/:id/email`, {
    config: { access },
    schema: {
      operationId: "emailPurchaseOrder",
      summary: "E-mail a purchase order to its supplier",
      description:
        "Sends the order (lines, totals, delivery address, notes) to the supplier's stored e-mail, with the optional `message` on top, written in the business's default language (en, es, de, it, ru or ae; Arabic right to left). Only the owner may send to another address (`to`); staff giving another address get 403. Each send is recorded (who, to whom, what, when: the order's `emails`). By default at most 20 sends per user per hour and 100 per business per day (429 with `Retry-After`). Answers 422 when there is no address, 409 for a cancelled order, 502 when the mail server refuses.",
      tags,
      params: idParams,
      body: emailBody,
      response: { 200: z.object({ sent_to: z.string() }) },
    },
    handler: async (req) =>
      sendOrderEmail(
        app,
        {
          merchantId: tenantOf(req),
          userId: req.auth!.id,
          role: req.auth!.role,
        },
        req.params.id,
        req.body ?? {},
      ),
  });
}

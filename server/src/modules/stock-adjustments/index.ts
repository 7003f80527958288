import { z } from "zod";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { locations, products } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { invalid } from "../../lib/httpErrors.js";
import { checkedAmount, times, unitsAt } from "../../lib/amounts.js";
import { money, quantity, recordId } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { MANUAL_TYPES, postStockMovement } from "../stock/ledger.js";
import { stockMovementsResource } from "../stock-movements/index.js";
import { presentMovements } from "../stock-movements/present.js";
import { isoInstant } from "../../lib/wire.js";
import { idempotentWrite } from "../../lib/idempotency.js";

export const STOCK_ADJUSTMENTS = "stock-adjustments";

/** A manual adjustment from the stock-on-hand screen (INVENTORY_API.md). Unknown fields are dropped. */
export const stockAdjustmentBody = z.object({
  product_id: recordId,
  location_id: recordId,
  type: z.enum(MANUAL_TYPES),
  quantity: quantity.min(1, "Enter a quantity of at least 1."),
  reason: z.string().trim().min(1, "Give a reason.").max(500),
  /** Increase only; default the current average cost. */
  unit_cost: money.optional(),
});

/**
 * `POST <prefix>/stock-adjustments` (service 5): a manual increase, decrease
 * or internal use with a required reason, posted through the ledger and
 * answered with the movement record (201), as `stock-movements` shows it.
 */
export function registerStockAdjustments(
  app: FastifyInstance,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(`/${STOCK_ADJUSTMENTS}`, {
    config: { access },
    schema: {
      operationId: "createStockAdjustment",
      summary: "Adjust stock by hand",
      description:
        "Posts a manual stock movement (adjust_increase, adjust_decrease or internal_use) of `quantity` units of a stock-tracked product at an active location, with a required reason, and answers the movement record with status 201. `unit_cost` (minor units) is allowed on an increase only and defaults to the current average cost; a decrease is valued at the average. Stock may go negative. 422 when quantity × unit cost passes 10^12 minor units or on hand would pass ±1,000,000 units (nothing is stored). Honours `Idempotency-Key` (docs/checkout-api.md).",
      tags: [STOCK_ADJUSTMENTS],
      body: stockAdjustmentBody,
      response: { 201: stockMovementsResource.schemas.record },
    },
    handler: async (req, reply) => {
      const b = req.body;
      const merchantId = tenantOf(req);
      if (b.unit_cost !== undefined && b.type !== "adjust_increase")
        throw invalid({
          unit_cost:
            "Only an increase takes a unit cost; stock that goes out is valued at the average cost.",
        });
      // The movement's value, exactly; the ledger checks the same at the average cost.
      if (b.unit_cost !== undefined)
        checkedAmount(
          times(b.quantity, b.unit_cost),
          "unit_cost",
          unitsAt(b.quantity, b.unit_cost),
        );
      return idempotentWrite(app.db, req, reply, async (tx) => {
        const [product] = await tx
          .select({ track_stock: products.track_stock })
          .from(products)
          .where(
            and(
              eq(products.merchant_id, merchantId),
              eq(products.id, b.product_id),
            ),
          );
        const [location] = await tx
          .select({ archived_at: locations.archived_at })
          .from(locations)
          .where(
            and(
              eq(locations.merchant_id, merchantId),
              eq(locations.id, b.location_id),
            ),
          );
        const errors: Record<string, string> = {};
        if (!product) errors.product_id = "The selected record does not exist.";
        else if (!product.track_stock)
          errors.product_id =
            "This product does not track stock; turn on stock tracking first.";
        if (!location)
          errors.location_id = "The selected record does not exist.";
        else if (location.archived_at)
          errors.location_id = "This location is archived.";
        if (Object.keys(errors).length) throw invalid(errors);
        const { movement } = await postStockMovement(tx, {
          merchantId,
          productId: b.product_id,
          locationId: b.location_id,
          type: b.type,
          quantityChange:
            b.type === "adjust_increase" ? b.quantity : -b.quantity,
          unitCost: b.unit_cost,
          referenceType: "manual",
          reasonText: b.reason,
          performedBy: req.auth!.id,
        });
        // The answer is read in the transaction: nothing is read after COMMIT.
        const [record] = await presentMovements(tx, [
          {
            ...movement,
            occurred_at: isoInstant(movement.occurred_at),
            created_at: isoInstant(movement.created_at),
          },
        ]);
        return { status: 201, body: record as never };
      });
    },
  });
}

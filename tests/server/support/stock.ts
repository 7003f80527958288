import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { products } from "../../../server/src/db/schema";

/** A stock-tracked product of the merchant (low-stock level 3). */
export async function createStockProduct(
  app: FastifyInstance,
  merchantId: number,
  over: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(products)
    .values({
      merchant_id: merchantId,
      name: `Stock item ${randomBytes(4).toString("hex")}`,
      supply_price: 450,
      retail_price: 1299,
      low_stock_level: 3,
      reorder_quantity: 12,
      ...over,
    })
    .returning();
  return row;
}

/**
 * The reference model of one stock level, written apart from the ledger:
 * plain rationals in BigInt with its own half-up rounding, compared with the
 * ledger only through its results.
 */
export class StockModel {
  onHand = 0;
  avg = 0;
  apply(quantity: number, unitCost?: number) {
    const before = this.onHand;
    this.onHand += quantity;
    if (quantity < 0) return { unitCost: this.avg, avgAfter: this.avg };
    const cost = unitCost ?? this.avg;
    if (before <= 0) this.avg = cost;
    else {
      const num = BigInt(before * this.avg) + BigInt(quantity * cost);
      const den = BigInt(before + quantity);
      const q = num / den;
      // Half up: round up when the remainder is at least half the divisor.
      this.avg = Number((num % den) * 2n >= den ? q + 1n : q);
    }
    return { unitCost: cost, avgAfter: this.avg };
  }
}

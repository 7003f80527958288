import type { FastifyInstance } from "fastify";
import { MERCHANT_ONLY, staffWith } from "../../lib/access.js";
import type { Scope } from "../../lib/crudRoutes.js";
import { registerStockAdjustments } from "../stock-adjustments/index.js";
import {
  registerStockLevelReads,
  STOCK_SERVICE_ID,
} from "../stock-levels/index.js";

/**
 * The inventory routes that are not plain resources, in the three scopes of
 * SPEC §7: stock on hand (reads) and manual adjustments (a write).
 */
export function mountStockRoutes(app: FastifyInstance, scope: Scope) {
  const staff = staffWith(STOCK_SERVICE_ID);
  if (scope === "merchant") {
    registerStockLevelReads(app, MERCHANT_ONLY);
    registerStockAdjustments(app, MERCHANT_ONLY);
  } else if (scope === "read") registerStockLevelReads(app, staff);
  else registerStockAdjustments(app, staff);
}

import type { Area } from "./area.js";
import { purchaseOrdersResource } from "../purchase-orders/index.js";
import { stockTakesResource } from "../stock-takes/index.js";
import { stockMovementsResource } from "../stock-movements/index.js";

/**
 * Inventory (issue 10, service 5): purchase orders and stock takes with their
 * actions, and the ledger's read-only resource. Stock on hand and manual
 * adjustments are routes of their own (modules/stock/routes.ts).
 */
export const inventoryArea: Area = {
  resources: [
    purchaseOrdersResource,
    stockTakesResource,
    stockMovementsResource,
  ],
  singletons: [],
};

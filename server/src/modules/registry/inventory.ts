import type { Area } from "./area.js";
import { stockMovementsResource } from "../stock-movements/index.js";

/**
 * Inventory (issue 10, service 5): the ledger's read-only resource. Stock on
 * hand and manual adjustments are routes of their own (modules/stock/routes.ts).
 */
export const inventoryArea: Area = {
  resources: [stockMovementsResource],
  singletons: [],
};
